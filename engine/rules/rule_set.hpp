// Rule sets as data: which document they follow, the articles of that document (number and short
// title in three languages), and the options where the sources leave a choice (docs/rulings.md).
// Rulings cite documents and articles from here; a test checks every citation resolves.
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/citation.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::rules {

struct Article {
    std::string_view number;   // as printed: "6.2.1.1", "A.4", "17.1"
    LocalizedText title;
};

struct Document {
    std::string_view id;       // "fide-laws-2023", "cn-go-1988", "cn-go-2002"
    LocalizedText title;
    std::vector<Article> articles;
    const Article* article(std::string_view number) const;
};

std::span<const Document> documents();
const Document* find_document(std::string_view id);
// The article a citation points at, or nullptr when the document or article is unknown.
const Article* resolve(const Citation& citation);

// The choices a rule set makes where the rules leave room; each has a default and may be
// overridden per incident (`options:` in the incident file).
struct RuleOption {
    std::string_view name;
    FieldValue default_value;
    std::string_view help;
};

struct RuleSet {
    std::string_view id;        // "fide-2023-standard" ...
    GameKind game;
    std::string_view document;  // the document its citations use by default
    LocalizedText title;
    std::vector<RuleOption> options;
};

std::span<const RuleSet> rule_sets();
const RuleSet* find_rule_set(std::string_view id);
// The incident's rule set, or — when it names none of its game (the adjudicator reports that) —
// the first rule set of its game, so the board and clocks can be followed all the same.
const RuleSet& rule_set_for(const Incident& incident);

// A rule set with an incident's option overrides applied; unknown options and options of the
// wrong type are reported in `problems` (and ignored).
class RuleContext {
public:
    RuleContext(const RuleSet& rule_set, const std::map<std::string, FieldValue, std::less<>>& overrides,
                std::vector<LocalizedText>* problems = nullptr);
    const RuleSet& rule_set() const { return *rule_set_; }
    bool flag(std::string_view name) const;
    std::int64_t number(std::string_view name) const;
    std::string text(std::string_view name) const;
    Citation cite(std::string_view article) const { return {std::string(rule_set_->document), std::string(article)}; }
    // Go: whether the rule set cites the 2002 text (by the article numbers of that edition where it
    // has the topic; the 1988 article where its text was not recovered). The one place the edition
    // is read; what the editions rule differently are options (flag).
    bool cites_go_2002() const;

private:
    const FieldValue& value(std::string_view name) const;
    const RuleSet* rule_set_;
    std::map<std::string, FieldValue, std::less<>> values_;
};

}  // namespace arbiter::rules
