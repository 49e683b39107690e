// Answers and rulings in words, for the terminal and the trainer alike: citations with the
// document's (and the article's) title, the parts of a ruling as a referee would say them
// (engine/rules/ruling_text.hpp), a scenario option as one line, and what the grader found missing
// or extra. One place decides how an answer reads, so the two front ends cannot drift apart.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app/core/content/question.hpp"
#include "app/core/content/question_sources.hpp"
#include "app/core/content/scenario.hpp"
#include "engine/core/citation.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::training {

// Whether a citation names its article's title too. Practice shows it (the candidate learns what
// each article says); a mock exam does not, as the title of the cited article can give the
// answer away ("5.1.1 (checkmate ends the game)" beside "the game continues").
enum class ArticleTitles { Shown, Hidden };

// "《中国围棋竞赛规则》第 20.1 条（劫）" / "FIDE Laws of Chess, art. 6.9 (…)". The document is one of
// the engine's rule documents, else one of `sources` (question_bank/sources.yaml), else its id.
std::string citation_label(const Citation& citation, Language language, ArticleTitles titles = ArticleTitles::Shown,
                           const content::SourceCatalog* sources = nullptr);
// Several citations, each document named once: "《国际象棋竞赛规则》第 6.8、6.9 条；《…》第 …".
std::string citations_label(const std::vector<Citation>& citations, Language language,
                            ArticleTitles titles = ArticleTitles::Shown, const content::SourceCatalog* sources = nullptr);
// A question's source: the citation's label and its page ("第 12 页" / "p. 12").
std::string source_label(const content::SourceRef& source, Language language, const content::SourceCatalog* sources = nullptr);
// The document a scenario's articles belong to (its rule set's document).
std::string scenario_document(const content::Scenario& scenario);

// The name of a graded part: "outcome" → 结果, "penalties", "corrections", "articles",
// "ruling_id", and a question's "answer".
std::string part_label(std::string_view part, Language language);
// One missing or extra item of a part as the grader keys it ("white_wins", "black:warning",
// "white:time_to_opponent=60", "void_move", "true"), in words. Article numbers, option letters
// and ruling ids read as they are.
std::string graded_item_text(std::string_view part, const std::string& item, Language language);
LocalizedText true_false_text(bool value);  // 对 / 错

// An answer (an option, or what the candidate built) as lines: outcome; penalties; corrections;
// articles — a part the answer leaves unstated is left out, a stated empty part reads "none".
std::vector<std::string> answer_lines(const rules::Answer& answer, const std::string& document, Language language,
                                      ArticleTitles titles = ArticleTitles::Shown);
// The same lines on one line ("结果：白方胜 · 处罚：无 · …"), in the three languages.
LocalizedText describe_answer(const rules::Answer& answer, const std::string& document,
                              ArticleTitles titles = ArticleTitles::Shown);
// The engine's ruling as lines: outcome, penalties, corrections.
std::vector<std::string> ruling_lines(const rules::Ruling& ruling, Language language);
// What a ruling not fully right got wrong, one line per part, in words: "处罚不对：应为黑方：弃权一次；
// 你选了无。" — the part, what the engine's ruling says, what the candidate gave (an option's ruling
// or one they built). Parts graded fully right are left out; a fully right answer gives no line.
std::vector<std::string> wrong_part_lines(const rules::Answer& given, const rules::Ruling& key, const std::string& document,
                                          Language language);
// One option of a multiple-choice scenario as one line: its text when the author wrote one, else
// its ruling in words.
std::string scenario_option_text(const content::ScenarioOption& option, const std::string& document, Language language,
                                 ArticleTitles titles = ArticleTitles::Shown);
// Whether a scenario's options read as their authors' sentences: only when every option has one.
// Two sentences beside two rulings in words set options apart by their look, a cue to the
// test-wise and a distraction to everyone else; then every option reads as its ruling.
bool options_read_as_text(const content::Scenario& scenario);
// Option `index` of `scenario` as it reads among its options (options_read_as_text): the one way
// the terminal, the trainer, the feedback and the exam report show a scenario's option.
std::string scenario_option_text(const content::Scenario& scenario, std::size_t index, Language language,
                                 ArticleTitles titles = ArticleTitles::Shown);

}  // namespace arbiter::training
