#include "app/cli/practice_loop.hpp"

#include "app/core/text_fill.hpp"
#include "app/core/training/answers/answer_review.hpp"
#include "app/core/training/answers/option_order.hpp"
#include "app/core/training/answers/typed_text.hpp"
#include "engine/core/text_trim.hpp"
#include "engine/core/number_text.hpp"

#include <random>

namespace arbiter::cli {

namespace {

void print_summary(const training::SessionSummary& s, const UiStrings& strings, std::ostream& out) {
    out << fill(strings.get("cli.practice.summary"), {{"answered", std::to_string(s.answered)},
                                                       {"right", std::to_string(s.correct)},
                                                       {"score", percent(s.answered ? s.score / s.answered : 0.0)}});
    if (s.skipped) out << fill(strings.get("cli.practice.summary_skipped"), {{"n", std::to_string(s.skipped)}});
    out << "\n";
}

}  // namespace

void print_item_line(const training::PracticeItem& item, const TrainingEnvironment& env, std::ostream& out) {
    // In words: the kind, the topics and the levels by their names in --lang.
    const std::string separator = env.strings.get("cli.practice.topic_separator");
    auto join = [&](const std::vector<std::string>& list, auto name) {
        std::string s;
        for (const auto& x : list) s += (s.empty() ? "" : separator) + name(x);
        return s;
    };
    const std::string kind =
        env.strings.get(item.meta.kind == store::ItemKind::question ? "cli.stats.kind_question" : "cli.stats.kind_scenario");
    out << item.id() << " · " << kind << " · " << join(item.meta.topics, [&](const std::string& t) { return env.topic_name(t); })
        << " · " << join(item.meta.levels, [&](const std::string& l) { return env.strings.has("level." + l) ? env.strings.get("level." + l) : l; })
        << "\n";
}

training::SessionSummary run_practice(TrainingEnvironment& env, std::vector<const training::PracticeItem*> items,
                                      store::AttemptMode mode, Io& io) {
    const UiStrings& strings = env.strings;
    training::ReviewScheduler reviews(*env.store, env.clock, {},
                                      static_cast<std::uint64_t>(env.clock.now().time_since_epoch().count()));
    LineReader reader(io.in);
    training::SessionSummary total;
    bool quit = false;
    while (!items.empty() && !quit) {
        training::PracticeSession session(env.clock, reviews, env.profile_id, std::move(items), mode);
        while (const training::PracticeItem* item = session.current()) {
            io.out << "\n[" << session.position() + 1 << "/" << session.size() << "] " << item->id() << "\n";
            const std::vector<std::size_t> shown = training::option_order(*item, env.option_seed);
            print_item(*item, strings, io.out, shown);
            bool done = false;
            while (!done) {
                io.out << "> " << std::flush;
                std::string line;
                if (reader.read(line) == LineReader::Status::end) {
                    quit = true;
                    break;
                }
                // A command as typed in either alphabet: "q", "ｑ", "退出".
                const std::string command = training::folded_typing(trimmed(line));
                if (command == "q" || command == "quit" || command == "退出") {
                    quit = true;
                    break;
                }
                if (command == "s" || command == "skip" || command == "跳过" || command == "跳過") {
                    session.skip();
                    done = true;
                    continue;
                }
                if (command == "h" || command == "help" || command == "?" || command == "帮助" || command == "幫助") {
                    io.out << strings.get("cli.practice.help") << "\n";
                    print_ruling_words(*item, strings.language(), io.out);
                    continue;
                }
                try {
                    const json::Value response = training::parse_response(*item, line, shown, env.lang);
                    const training::Feedback feedback = session.answer(response);
                    const content::SourceCatalog* sources = env.content ? &env.content->sources() : nullptr;
                    print_feedback(feedback, strings, io.out, sources,
                                   training::review_answer(*item, response.dump(), shown, env.lang, sources).your_answer);
                    session.next();
                    done = true;
                } catch (const training::ResponseError& e) {
                    io.out << "? " << e.what() << "\n";
                }
            }
            if (quit) break;
        }
        const auto& s = session.summary();
        io.out << "\n";
        print_summary(s, strings, io.out);
        total.answered += s.answered;
        total.correct += s.correct;
        total.skipped += s.skipped;
        total.score += s.score;
        total.seconds += s.seconds;
        items = session.wrong_items();
        if (quit || items.empty()) break;
        io.out << fill(strings.get("cli.practice.retry"), {{"n", std::to_string(items.size())}}) << std::flush;
        std::string line;
        if (reader.read(line) != LineReader::Status::line) {
            io.out << "\n";
            break;
        }
        const std::string yes = training::folded_typing(trimmed(line));
        if (yes != "y" && yes != "Y" && yes != "yes" && yes != "是" && yes != "好" && yes != "要") break;
    }
    return total;
}

training::ItemFilter item_filter_from(const Arguments& args) {
    training::ItemFilter filter;
    if (auto game = args.value("--game")) {
        if (*game != "go" && *game != "chess") throw UsageError("--game is go or chess, not '" + *game + "'");
        filter.game = *game;
    }
    filter.topics = args.values("--topic");
    if (auto level = args.value("--level")) {
        filter.level = training::normalize_level(*level);
        if (!filter.level) throw UsageError("unknown level '" + *level + "' (三级 二级 一级 国家级 fide, or cn-3 cn-2 cn-1 cn-national)");
    }
    filter.article = args.value("--article");
    if (auto kind = args.value("--kind")) {
        if (*kind == "question") filter.kind = store::ItemKind::question;
        else if (*kind == "scenario") filter.kind = store::ItemKind::scenario;
        else throw UsageError("--kind is question or scenario");
    }
    return filter;
}

std::uint64_t seed_from(const Arguments& args) {
    if (auto seed = args.value("--seed")) {
        if (auto value = parse_whole_number<std::uint64_t>(*seed)) return *value;
        throw UsageError("--seed needs a number");
    }
    return std::random_device{}() | 1u;  // never 0 (0 keeps content order)
}

}  // namespace arbiter::cli
