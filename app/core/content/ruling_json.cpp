#include "app/core/content/ruling_json.hpp"

#include <stdexcept>

#include "engine/rules/rule_set.hpp"

namespace arbiter::content {

namespace {

json::Value citations(const std::vector<Citation>& cites) {
    return json::array_of(cites, [](const Citation& c) {
        json::Value item = json::Object{{"document", c.document}, {"article", c.article}};
        if (const rules::Article* a = rules::resolve(c)) item.set("title", localized_json(a->title));
        return item;
    });
}

}  // namespace

json::Value localized_json(const LocalizedText& t) {
    auto out = json::object();
    for (Language l : kAllLanguages) out.set(std::string(language_tag(l)), t.get(l));
    return out;
}

json::Value ruling_to_json(const rules::Ruling& r) {
    auto out = json::object();
    out.set("id", r.id);
    out.set("parts", json::array_of(r.parts));
    out.set("outcome", std::string(rules::outcome_name(r.outcome)));
    out.set("outcome_citations", citations(r.outcome_citations));
    auto penalties = json::array();
    for (const auto& p : r.penalties) {
        auto item = json::object();
        item.set("player", std::string(rules::player_name(p.player)));
        item.set("kind", std::string(rules::penalty_name(p.kind)));
        if (p.amount) item.set("amount", p.amount);
        item.set("citations", citations(p.citations));
        penalties.push(std::move(item));
    }
    out.set("penalties", std::move(penalties));
    auto corrections = json::array();
    for (const auto& c : r.corrections) {
        auto item = json::object();
        item.set("kind", std::string(rules::correction_name(c.kind)));
        if (c.player) item.set("player", std::string(rules::player_name(*c.player)));
        if (!c.detail.empty()) item.set("detail", c.detail);
        item.set("citations", citations(c.citations));
        corrections.push(std::move(item));
    }
    out.set("corrections", std::move(corrections));
    auto options = json::array();
    for (const auto& o : r.options) {
        auto item = json::object();
        item.set("id", o.id);
        item.set("outcome", std::string(rules::outcome_name(o.outcome)));
        if (o.correction) item.set("correction", std::string(rules::correction_name(*o.correction)));
        options.push(std::move(item));
    }
    out.set("options", std::move(options));
    // In the model answer's order.
    out.set("articles", json::array_of(r.articles(), [](const Citation& c) { return c.document + " " + c.article; }));
    auto facts = json::object();
    for (const auto& f : r.facts) facts.set(f.key, f.value);
    out.set("facts", std::move(facts));
    out.set("explanation", localized_json(r.explanation));
    return out;
}

json::Value grade_to_json(const rules::Grade& g) {
    auto out = json::object();
    out.set("score", g.score);
    out.set("exact", g.exact);
    out.set("parts", part_scores_json(g.parts));
    return out;
}

json::Value part_scores_json(const std::vector<rules::PartScore>& parts) {
    return json::array_of(parts, [](const rules::PartScore& p) {
        return json::Object{{"part", p.part},
                            {"score", p.score},
                            {"missing", json::array_of(p.missing)},
                            {"extra", json::array_of(p.extra)}};
    });
}

std::optional<rules::Answer> answer_from_json(const json::Value& value, std::string* error) {
    auto fail = [&](std::string message) -> std::optional<rules::Answer> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    if (!value.is_object()) return fail("an answer must be an object");
    rules::Answer a;
    for (const auto& [key, v] : value.as_object()) {
        if (key == "ruling" && v.is_string()) {
            a.ruling_id = v.as_string();
        } else if (key == "outcome" && v.is_string()) {
            a.outcome = rules::parse_outcome(v.as_string());
            if (!a.outcome) return fail("unknown outcome '" + v.as_string() + "'");
        } else if (key == "penalties" && v.is_array()) {
            a.penalties_stated = true;
            for (const auto& p : v.as_array()) {
                const json::Value* player = p.find("player");
                const json::Value* kind = p.find("kind");
                if (!player || !kind || !player->is_string() || !kind->is_string())
                    return fail("a penalty needs player and kind");
                auto who = rules::parse_player(player->as_string());
                auto what = rules::parse_penalty(kind->as_string());
                if (!who) return fail("unknown player '" + player->as_string() + "'");
                if (!what) return fail("unknown penalty '" + kind->as_string() + "'");
                rules::AnswerPenalty ap{*who, *what, std::nullopt};
                if (const json::Value* amount = p.find("amount"); amount && amount->is_number()) {
                    // as_int() throws on 1.5 or 1e300; the candidate should read why, not crash the command.
                    try {
                        ap.amount = amount->as_int();
                    } catch (const std::runtime_error&) {
                        return fail("a penalty's amount must be a whole number of seconds or stones, not " +
                                    amount->dump());
                    }
                }
                a.penalties.push_back(ap);
            }
        } else if (key == "corrections" && v.is_array()) {
            a.corrections_stated = true;
            for (const auto& c : v.as_array()) {
                auto kind = c.is_string() ? rules::parse_correction(c.as_string()) : std::nullopt;
                if (!kind) return fail("unknown correction " + c.dump());
                a.corrections.push_back(*kind);
            }
        } else if (key == "articles" && v.is_array()) {
            a.articles_stated = true;
            for (const auto& art : v.as_array()) {
                if (!art.is_string()) return fail("articles are strings such as \"7.5.5\"");
                a.articles.push_back(art.as_string());
            }
        } else {
            return fail("unknown or mistyped answer field '" + key + "'");
        }
    }
    return a;
}

json::Value answer_to_json(const rules::Answer& a) {
    auto out = json::object();
    if (a.ruling_id) out.set("ruling", *a.ruling_id);
    if (a.outcome) out.set("outcome", std::string(rules::outcome_name(*a.outcome)));
    if (a.penalties_stated) {
        auto list = json::array();
        for (const auto& p : a.penalties) {
            auto item = json::object();
            item.set("player", std::string(rules::player_name(p.player)));
            item.set("kind", std::string(rules::penalty_name(p.kind)));
            if (p.amount) item.set("amount", *p.amount);
            list.push(std::move(item));
        }
        out.set("penalties", std::move(list));
    }
    if (a.corrections_stated)
        out.set("corrections",
                json::array_of(a.corrections, [](rules::CorrectionKind c) { return rules::correction_name(c); }));
    if (a.articles_stated) out.set("articles", json::array_of(a.articles));
    return out;
}

}  // namespace arbiter::content
