#include "app/core/centre/class_pull.hpp"

#include <unistd.h>

#include <fstream>

#include "app/core/centre/centre_schema.hpp"
#include "app/core/sha256.hpp"
#include "app/core/store/class_schedule.hpp"

namespace arbiter::centre {

namespace {

namespace fs = std::filesystem;

// Row-level security limits both to the candidate's own class.
constexpr std::string_view kSchedule = R"sql(
SELECT s.id, k.code, s.blueprint_id, s.seed, (extract(epoch FROM s.opens_at) * 1000)::bigint,
       (extract(epoch FROM s.closes_at) * 1000)::bigint, s.scheduled_by
FROM scheduled_exams s JOIN classes k ON k.id = s.class_id ORDER BY s.opens_at, s.id
)sql";

constexpr std::string_view kPacks = R"sql(
SELECT p.id, p.version, coalesce(p.sha256, ''), encode(p.file, 'hex'), p.file IS NULL
FROM class_packs cp JOIN content_packs p ON p.id = cp.pack_id AND p.version = cp.pack_version ORDER BY p.id
)sql";

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

std::optional<std::string> unhex(const std::string& text) {
    if (text.size() % 2 != 0) return std::nullopt;
    std::string out;
    out.reserve(text.size() / 2);
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const int high = hex_digit(text[i]), low = hex_digit(text[i + 1]);
        if (high < 0 || low < 0) return std::nullopt;
        out += static_cast<char>(high * 16 + low);
    }
    return out;
}

packs::PackProblem problem(const std::string& name, std::string code,
                           std::vector<std::pair<std::string, std::string>> values = {}) {
    return packs::PackProblem{name, 0, 0, std::move(code), std::move(values)};
}

// Imports `bytes` through a file of its own beside the packs folder (import_pack reads a file), and
// removes that file whatever happens.
PackDelivery install(const std::string& id, const std::string& version, const std::string& name,
                     const std::string& bytes, const PullOptions& options) {
    PackDelivery delivery;
    fs::create_directories(options.packs_dir);
    const fs::path file = options.packs_dir / (".centre-" + std::to_string(::getpid()) + "-" + name);
    struct Remove {
        fs::path path;
        ~Remove() {
            std::error_code ignored;
            fs::remove(path, ignored);
        }
    } remove{file};
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        out.close();
        if (!out) {
            delivery.problems.push_back(problem(name, "cannot_open"));
            return delivery;
        }
    }
    packs::ImportOptions import;
    import.content_root = options.content_root;
    import.packs_dir = options.packs_dir;
    import.replace = options.replace_packs || options.replace_given.count({id, version}) > 0;
    import.confirm = [](const packs::PackManifest&, const packs::PackManifest&) { return false; };
    auto result = packs::import_pack(file, name, import);
    delivery.outcome = result.outcome;
    if (result.previous && result.previous->version != result.manifest.version)
        delivery.installed_version = result.previous->version;
    delivery.problems = std::move(result.problems);
    delivery.title = result.manifest.title;
    return delivery;
}

}  // namespace

PullReport pull_class_work(store::TrainingStore& store, std::int64_t profile_id, store::TimePoint now,
                           const PullOptions& options) {
    const auto link = store.centre_link(profile_id);
    if (!link) throw CentreError("this profile is not linked to a centre: arbiter-cli centre join first");
    PgConnection connection(link->conninfo);
    require_current_schema(connection);

    PullReport report;
    auto rows = connection.query(kSchedule);
    std::vector<store::ScheduledExam> schedule;
    for (int i = 0; i < rows.rows(); ++i)
        schedule.push_back({rows.integer(i, 0), rows.text(i, 1), rows.text(i, 2),
                            static_cast<std::uint64_t>(rows.integer(i, 3)), store::from_unix_ms(rows.integer(i, 4)),
                            store::from_unix_ms(rows.integer(i, 5)), rows.text(i, 6)});
    store::replace_class_schedule(store, profile_id, schedule, now);
    report.scheduled = static_cast<int>(schedule.size());
    if (!options.packs) return report;

    auto given = connection.query(kPacks);
    for (int i = 0; i < given.rows(); ++i) {
        const std::string id = given.text(i, 0), version = given.text(i, 1), expected = given.text(i, 2);
        const std::string name = id + "-" + version + ".arbpack";
        PackDelivery delivery;
        const auto bytes = given.boolean(i, 4) ? std::nullopt : unhex(given.text(i, 3));
        if (!bytes || expected.empty()) {
            delivery.problems.push_back(problem(name, "given_no_file"));
        } else if (const std::string actual = sha256_hex(*bytes); actual != expected) {
            // Changed on the server or on the way: nothing of it is read, let alone installed.
            delivery.problems.push_back(problem(name, "given_hash", {{"expected", expected}, {"actual", actual}}));
        } else if (const auto read = packs::read_pack(*bytes, name);
                   read.pack && (read.pack->manifest.id != id || read.pack->manifest.version != version)) {
            // The server's row names another pack than the file holds: install neither.
            delivery.problems.push_back(problem(name, "given_other_pack", {{"id", read.pack->manifest.id},
                                                                           {"version", read.pack->manifest.version}}));
        } else {
            try {
                delivery = install(id, version, name, *bytes, options);
            } catch (const std::exception& e) {
                // The disk (a full or read-only packs folder): this pack is not installed, and the
                // import's staging folder left nothing half-installed; the next pack still comes.
                delivery = PackDelivery{};
                delivery.problems.push_back(packs::PackProblem{name, 0, 0, "", {}, e.what()});
            }
        }
        delivery.pack_id = id;
        delivery.version = version;
        report.packs.push_back(std::move(delivery));
    }
    return report;
}

}  // namespace arbiter::centre
