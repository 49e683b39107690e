#include "app/core/content/certification_facts.hpp"

#include <algorithm>
#include <set>

#include "app/core/content/question_loader.hpp"
#include "app/core/content/question_yaml.hpp"
#include "app/core/problem_text.hpp"

namespace arbiter::certification {

using content::places;
using content::SourceLocation;
using content::SourceRef;
using content::YamlReader;

namespace {

struct KindName {
    RequirementKind kind;
    std::string_view tag;
};
constexpr KindName kKindNames[] = {
    {RequirementKind::MinAge, "min_age"},     {RequirementKind::MaxAge, "max_age"},
    {RequirementKind::Education, "education"}, {RequirementKind::Prerequisite, "prerequisite"},
    {RequirementKind::Events, "events"},       {RequirementKind::Training, "training"},
    {RequirementKind::Exam, "exam"},           {RequirementKind::Seminar, "seminar"},
    {RequirementKind::Practicum, "practicum"}, {RequirementKind::Language, "language"},
    {RequirementKind::Fee, "fee"}};

SourceLocation location_of(const YamlReader& r, const YAML::Node& node) {
    return {r.file(), static_cast<std::size_t>(node.Mark().line + 1), static_cast<std::size_t>(node.Mark().column + 1)};
}

// Reads text, source and confidence shared by every fact-like entry. Other keys are the caller's.
void read_sourced(YamlReader& r, const YAML::Node& node, const std::string& context, Sourced& out) {
    out.location = location_of(r, node);
    if (auto n = r.required(node, "text", context))
        if (auto t = r.localized(*n, context + "text")) out.text = *t;
    if (auto n = r.required(node, "confidence", context)) {
        if (auto tag = r.string(*n, context + "confidence")) {
            if (*tag == "high")
                out.confidence = Confidence::High;
            else if (*tag == "medium")
                out.confidence = Confidence::Medium;
            else if (*tag == "low")
                out.confidence = Confidence::Low;
            else
                r.problem(*n, "problem.certification.unknown_confidence", {{"value", *tag}}, places(context));
        }
    }
    read_source_list(r, node, context, "problem.certification.no_source", out.sources);
}

std::string read_id(YamlReader& r, const YAML::Node& node, const std::string& what) {
    auto n = r.required(node, "id", what + ": ");
    if (!n) return {};
    auto s = r.string(*n, what + ": id");
    return s ? *s : std::string();
}

std::optional<Requirement> read_requirement(YamlReader& r, const YAML::Node& node, const std::string& grade_context) {
    if (!r.expect_map(node, grade_context + "requirement")) return std::nullopt;
    std::size_t before = r.error_count();
    Requirement req;
    std::string context = grade_context + "requirement: ";
    r.reject_unknown_keys(node, {"kind", "value", "grade", "years", "currency", "local", "text", "source", "confidence"},
                          context);
    if (auto n = r.required(node, "kind", context)) {
        if (auto tag = r.string(*n, context + "kind")) {
            if (auto kind = parse_requirement_kind(*tag)) {
                req.kind = *kind;
                context = grade_context + "requirement " + *tag + ": ";
            } else {
                r.problem(*n, "problem.certification.unknown_kind", {{"kind", *tag}}, places(context));
            }
        }
    }
    read_sourced(r, node, context, req);
    if (auto n = node["value"]; n.IsDefined())
        if (auto v = r.number(n, context + "value")) req.value = *v;
    if (auto n = node["grade"]; n.IsDefined())
        if (auto s = r.string(n, context + "grade")) req.grade = *s;
    if (auto n = node["years"]; n.IsDefined())
        if (auto v = r.number(n, context + "years")) req.years = *v;
    if (auto n = node["currency"]; n.IsDefined())
        if (auto s = r.string(n, context + "currency")) req.currency = *s;
    if (auto n = node["local"]; n.IsDefined())
        if (auto b = r.boolean(n, context + "local")) req.local = *b;
    // The fields each kind needs: the planner relies on them.
    switch (req.kind) {
        case RequirementKind::MinAge:
        case RequirementKind::MaxAge:
        case RequirementKind::Events:
        case RequirementKind::Exam:
            if (!req.value) r.problem(node, "problem.missing_field", {{"field", "value"}}, places(context));
            break;
        case RequirementKind::Prerequisite:
            if (req.grade.empty()) r.problem(node, "problem.missing_field", {{"field", "grade"}}, places(context));
            break;
        case RequirementKind::Fee:
            if (!req.value) r.problem(node, "problem.missing_field", {{"field", "value"}}, places(context));
            if (req.currency.empty()) r.problem(node, "problem.missing_field", {{"field", "currency"}}, places(context));
            break;
        default: break;
    }
    if (r.error_count() != before) return std::nullopt;
    return req;
}

void read_grade(YamlReader& r, const YAML::Node& node, CertificationLoad& into) {
    if (!r.expect_map(node, "grade")) return;
    std::size_t before = r.error_count();
    Grade grade;
    grade.location = location_of(r, node);
    grade.id = read_id(r, node, "grade");
    std::string context = "grade " + grade.id + ": ";
    r.reject_unknown_keys(node, {"id", "system", "order", "collective", "name", "certified_by", "requirements",
                                 "direct_entry", "notes"},
                          context);
    if (auto n = r.required(node, "system", context))
        if (auto s = r.string(*n, context + "system")) grade.system = *s;
    if (auto n = r.required(node, "order", context))
        if (auto v = r.integer(*n, context + "order")) grade.order = static_cast<int>(*v);
    if (auto n = node["collective"]; n.IsDefined())
        if (auto b = r.boolean(n, context + "collective")) grade.collective = *b;
    if (auto n = r.required(node, "name", context))
        if (auto t = r.localized(*n, context + "name")) grade.name = *t;
    if (auto n = r.required(node, "certified_by", context)) {
        if (r.expect_map(*n, context + "certified_by")) {
            r.reject_unknown_keys(*n, {"text", "source", "confidence"}, context + "certified_by: ");
            read_sourced(r, *n, context + "certified_by: ", grade.certified_by);
        }
    }
    if (auto n = node["requirements"]; n.IsDefined() && r.expect_sequence(n, context + "requirements"))
        for (const auto& element : n)
            if (auto req = read_requirement(r, element, context)) grade.requirements.push_back(std::move(*req));
    if (auto n = node["direct_entry"]; n.IsDefined() && r.expect_sequence(n, context + "direct_entry")) {
        for (const auto& element : n) {
            if (!r.expect_map(element, context + "direct_entry")) continue;
            r.reject_unknown_keys(element, {"player_level", "text", "source", "confidence"}, context + "direct_entry: ");
            DirectEntry entry;
            read_sourced(r, element, context + "direct_entry: ", entry);
            if (auto p = r.required(element, "player_level", context + "direct_entry: "))
                if (auto s = r.string(*p, context + "direct_entry.player_level")) entry.player_level = *s;
            grade.direct_entry.push_back(std::move(entry));
        }
    }
    if (auto n = node["notes"]; n.IsDefined() && r.expect_sequence(n, context + "notes")) {
        for (const auto& element : n) {
            if (!r.expect_map(element, context + "note")) continue;
            r.reject_unknown_keys(element, {"text", "source", "confidence"}, context + "note: ");
            Sourced note;
            read_sourced(r, element, context + "note: ", note);
            grade.notes.push_back(std::move(note));
        }
    }
    if (r.error_count() == before) into.facts.grades.push_back(std::move(grade));
}

void read_player_level(YamlReader& r, const YAML::Node& node, CertificationLoad& into) {
    if (!r.expect_map(node, "player level")) return;
    std::size_t before = r.error_count();
    PlayerLevel level;
    level.id = read_id(r, node, "player level");
    std::string context = "player level " + level.id + ": ";
    r.reject_unknown_keys(node, {"id", "system", "name", "text", "source", "confidence"}, context);
    if (auto n = r.required(node, "system", context))
        if (auto s = r.string(*n, context + "system")) level.system = *s;
    if (auto n = r.required(node, "name", context))
        if (auto t = r.localized(*n, context + "name")) level.name = *t;
    read_sourced(r, node, context, level);
    if (r.error_count() == before) into.facts.player_levels.push_back(std::move(level));
}

void read_fact(YamlReader& r, const YAML::Node& node, CertificationLoad& into) {
    if (!r.expect_map(node, "fact")) return;
    std::size_t before = r.error_count();
    Fact fact;
    fact.id = read_id(r, node, "fact");
    std::string context = "fact " + fact.id + ": ";
    r.reject_unknown_keys(node, {"id", "topic", "text", "seed_claim", "seed_verdict", "source", "confidence"}, context);
    if (auto n = r.required(node, "topic", context))
        if (auto s = r.string(*n, context + "topic")) fact.topic = *s;
    read_sourced(r, node, context, fact);
    if (auto n = node["seed_claim"]; n.IsDefined())
        if (auto t = r.localized(n, context + "seed_claim")) fact.seed_claim = *t;
    if (auto n = node["seed_verdict"]; n.IsDefined()) {
        if (auto tag = r.string(n, context + "seed_verdict")) {
            for (auto v : {SeedVerdict::Supported, SeedVerdict::PartlyRight, SeedVerdict::Wrong, SeedVerdict::Unverified})
                if (seed_verdict_tag(v) == *tag) fact.seed_verdict = v;
            if (!fact.seed_verdict)
                r.problem(n, "problem.certification.unknown_seed_verdict", {{"value", *tag}}, places(context));
        }
    }
    if (fact.seed_claim.has_value() != fact.seed_verdict.has_value())
        r.problem(node, "problem.certification.seed_claim_and_verdict", {}, places(context));
    if (r.error_count() == before) into.facts.facts.push_back(std::move(fact));
}

}  // namespace

std::string_view confidence_tag(Confidence c) {
    switch (c) {
        case Confidence::High: return "high";
        case Confidence::Medium: return "medium";
        case Confidence::Low: return "low";
    }
    return "medium";
}

std::string_view requirement_kind_tag(RequirementKind kind) {
    for (const auto& n : kKindNames)
        if (n.kind == kind) return n.tag;
    return "training";
}

std::optional<RequirementKind> parse_requirement_kind(std::string_view tag) {
    for (const auto& n : kKindNames)
        if (n.tag == tag) return n.kind;
    return std::nullopt;
}

bool requirement_is_checkable(RequirementKind kind) {
    return kind == RequirementKind::MinAge || kind == RequirementKind::MaxAge ||
           kind == RequirementKind::Prerequisite || kind == RequirementKind::Events;
}

std::string_view seed_verdict_tag(SeedVerdict v) {
    switch (v) {
        case SeedVerdict::Supported: return "supported";
        case SeedVerdict::PartlyRight: return "partly-right";
        case SeedVerdict::Wrong: return "wrong";
        case SeedVerdict::Unverified: return "unverified";
    }
    return "unverified";
}

const Requirement* Grade::prerequisite() const {
    for (const auto& r : requirements)
        if (r.kind == RequirementKind::Prerequisite) return &r;
    return nullptr;
}

const Grade* CertificationFacts::grade(std::string_view id) const {
    for (const auto& g : grades)
        if (g.id == id) return &g;
    return nullptr;
}

const PlayerLevel* CertificationFacts::player_level(std::string_view id) const {
    for (const auto& p : player_levels)
        if (p.id == id) return &p;
    return nullptr;
}

std::vector<std::pair<SourceRef, SourceLocation>> CertificationFacts::all_sources() const {
    std::vector<std::pair<SourceRef, SourceLocation>> out;
    auto add = [&](const Sourced& s) {
        for (const auto& ref : s.sources) out.emplace_back(ref, s.location);
    };
    for (const auto& g : grades) {
        add(g.certified_by);
        for (const auto& r : g.requirements) add(r);
        for (const auto& d : g.direct_entry) add(d);
        for (const auto& n : g.notes) add(n);
    }
    for (const auto& p : player_levels) add(p);
    for (const auto& f : facts) add(f);
    return out;
}

void parse_certification_file(const std::string& yaml_text, const std::string& file, CertificationLoad& into) {
    YamlReader r(file, into.errors);
    auto root = r.parse(yaml_text);
    if (!root || !r.expect_map(*root, "certification file")) return;
    r.reject_unknown_keys(*root, {"grades", "player_levels", "facts"}, "");
    if (auto n = (*root)["grades"]; n.IsDefined() && r.expect_sequence(n, "grades"))
        for (const auto& element : n) read_grade(r, element, into);
    if (auto n = (*root)["player_levels"]; n.IsDefined() && r.expect_sequence(n, "player_levels"))
        for (const auto& element : n) read_player_level(r, element, into);
    if (auto n = (*root)["facts"]; n.IsDefined() && r.expect_sequence(n, "facts"))
        for (const auto& element : n) read_fact(r, element, into);
}

void check_certification_facts(CertificationLoad& load) {
    auto error = [&](const SourceLocation& at, std::string key, std::vector<MessageArg> args, std::string place) {
        load.errors.push_back(content_problem(at.file, at.line, at.column, std::move(key), std::move(args),
                                              {MessageArg::place(std::move(place))}));
    };
    std::set<std::string> ids;
    for (const auto& g : load.facts.grades)
        if (!ids.insert(g.id).second) error(g.location, "problem.id_used_twice", {}, "grade " + g.id);
    for (const auto& p : load.facts.player_levels)
        if (!ids.insert(p.id).second) error(p.location, "problem.id_used_twice", {}, "player level " + p.id);
    for (const auto& f : load.facts.facts)
        if (!ids.insert(f.id).second) error(f.location, "problem.id_used_twice", {}, "fact " + f.id);
    for (const auto& g : load.facts.grades) {
        for (const auto& r : g.requirements)
            if (r.kind == RequirementKind::Prerequisite && !load.facts.grade(r.grade))
                error(r.location, "problem.certification.unknown_prerequisite", {{"grade", r.grade}}, "grade " + g.id);
        for (const auto& d : g.direct_entry)
            if (!load.facts.player_level(d.player_level))
                error(d.location, "problem.certification.unknown_player_level", {{"level", d.player_level}}, "grade " + g.id);
    }
}

CertificationLoad load_certification_directory(const std::filesystem::path& dir,
                                               const std::filesystem::path& display_base) {
    CertificationLoad load;
    std::error_code ec;
    std::vector<std::filesystem::path> files;
    for (auto it = std::filesystem::directory_iterator(dir, ec); !ec && it != std::filesystem::directory_iterator();
         it.increment(ec))
        if (it->is_regular_file() && it->path().extension() == ".yaml") files.push_back(it->path());
    if (ec) {
        load.errors.push_back(content_problem(content::display_path(dir, display_base), 0, 0,
                                              "problem.cannot_read_folder", {{"detail", ec.message()}}));
        return load;
    }
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
        std::string text;
        std::string name = content::display_path(path, display_base);
        if (!content::read_text_file(path.string(), text)) {
            load.errors.push_back(content_problem(name, 0, 0, "problem.cannot_open"));
            continue;
        }
        // Quiz items about certification may share the folder; they are the question loader's.
        auto keys = content::top_level_keys(text);
        if (std::find(keys.begin(), keys.end(), "items") != keys.end()) continue;
        parse_certification_file(text, name, load);
    }
    check_certification_facts(load);
    return load;
}

void check_certification_sources(const CertificationFacts& facts, const content::SourceCatalog& sources,
                                 ContentErrors& errors) {
    for (const auto& [ref, at] : facts.all_sources())
        if (!sources.contains(ref.document))
            errors.push_back(content_problem(at.file, at.line, at.column, "problem.unknown_document",
                                             {{"document", ref.document}}));
}

}  // namespace arbiter::certification
