#include "app/core/content/ruling_json.hpp"

#include "engine/rules/rule_set.hpp"

namespace arbiter::content {

namespace {

json::Value text(const LocalizedText& t) {
    auto out = json::object();
    for (Language l : kAllLanguages) out.set(std::string(language_tag(l)), t.get(l));
    return out;
}

json::Value citations(const std::vector<Citation>& cites) {
    auto out = json::array();
    for (const auto& c : cites) {
        auto item = json::object();
        item.set("document", c.document);
        item.set("article", c.article);
        if (const rules::Article* a = rules::resolve(c)) item.set("title", text(a->title));
        out.push(std::move(item));
    }
    return out;
}

}  // namespace

json::Value ruling_to_json(const rules::Ruling& r) {
    auto out = json::object();
    out.set("id", r.id);
    auto parts = json::array();
    for (const auto& p : r.parts) parts.push(p);
    out.set("parts", std::move(parts));
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
    auto articles = json::array();
    for (const auto& c : r.all_citations()) articles.push(c.document + " " + c.article);
    out.set("articles", std::move(articles));
    auto facts = json::object();
    for (const auto& f : r.facts) facts.set(f.key, f.value);
    out.set("facts", std::move(facts));
    out.set("explanation", text(r.explanation));
    return out;
}

json::Value grade_to_json(const rules::Grade& g) {
    auto out = json::object();
    out.set("score", g.score);
    out.set("exact", g.exact);
    auto parts = json::array();
    for (const auto& p : g.parts) {
        auto item = json::object();
        item.set("part", p.part);
        item.set("score", p.score);
        auto missing = json::array();
        for (const auto& m : p.missing) missing.push(m);
        auto extra = json::array();
        for (const auto& x : p.extra) extra.push(x);
        item.set("missing", std::move(missing));
        item.set("extra", std::move(extra));
        parts.push(std::move(item));
    }
    out.set("parts", std::move(parts));
    return out;
}

}  // namespace arbiter::content
