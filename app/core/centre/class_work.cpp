#include "app/core/centre/class_work.hpp"

#include <limits>

#include "app/core/centre/centre_schema.hpp"
#include "app/core/sha256.hpp"

namespace arbiter::centre {

namespace {

constexpr std::string_view kSchedule = R"sql(
INSERT INTO scheduled_exams(class_id, blueprint_id, seed, opens_at, closes_at)
SELECT id, $2, $3::bigint, $4::timestamptz, $5::timestamptz FROM classes WHERE code = $1
RETURNING id, blueprint_id, seed, (extract(epoch FROM opens_at) * 1000)::bigint,
          (extract(epoch FROM closes_at) * 1000)::bigint, scheduled_by
)sql";

// The (id, version) row is written once; a second giving of the same version adds nothing.
constexpr std::string_view kAddPack = R"sql(
INSERT INTO content_packs(id, version, title, sha256, file) VALUES ($1, $2, $3, $4, decode($5, 'hex'))
ON CONFLICT (id, version) DO NOTHING
)sql";

constexpr std::string_view kGivePack = R"sql(
INSERT INTO class_packs(class_id, pack_id, pack_version)
SELECT id, $2, $3 FROM classes WHERE code = $1
ON CONFLICT (class_id, pack_id) DO UPDATE SET pack_version = excluded.pack_version, given_by = current_user,
  given_at = now()
RETURNING given_by, (extract(epoch FROM given_at) * 1000)::bigint
)sql";

constexpr std::string_view kListExams = R"sql(
SELECT s.id, k.code, s.blueprint_id, s.seed, (extract(epoch FROM s.opens_at) * 1000)::bigint,
       (extract(epoch FROM s.closes_at) * 1000)::bigint, s.scheduled_by
FROM scheduled_exams s JOIN classes k ON k.id = s.class_id WHERE k.code = $1 ORDER BY s.opens_at, s.id
)sql";

constexpr std::string_view kListPacks = R"sql(
SELECT k.code, p.id, p.version, coalesce(p.sha256, ''), coalesce(octet_length(p.file), 0), cp.given_by,
       (extract(epoch FROM cp.given_at) * 1000)::bigint
FROM class_packs cp JOIN classes k ON k.id = cp.class_id
JOIN content_packs p ON p.id = cp.pack_id AND p.version = cp.pack_version
WHERE k.code = $1 ORDER BY p.id
)sql";

std::string hex(std::string_view bytes) {
    static const char* digits = "0123456789abcdef";
    std::string out;
    out.reserve(bytes.size() * 2);
    for (unsigned char c : bytes) {
        out += digits[c >> 4];
        out += digits[c & 15];
    }
    return out;
}

CentreError teaches_no_class(PgConnection& connection, const std::string& class_code) {
    return CentreError("the login role " + connection.current_user() + " teaches no class " + class_code + " at " +
                       connection.server() + " (an instructor gives and schedules only for the classes they teach)",
                       "42501");
}

}  // namespace

ScheduledExamRow schedule_exam(PgConnection& connection, const ScheduleRequest& request) {
    if (request.seed > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
        throw CentreError("the seed " + std::to_string(request.seed) + " is too large (at most " +
                          std::to_string(std::numeric_limits<std::int64_t>::max()) + ")");
    require_current_schema(connection);
    auto r = connection.query(kSchedule, {request.class_code, request.blueprint_id, std::to_string(request.seed),
                                          request.opens, request.closes});
    if (r.rows() == 0) throw teaches_no_class(connection, request.class_code);
    return {r.integer(0, 0), request.class_code, r.text(0, 1), static_cast<std::uint64_t>(r.integer(0, 2)),
            r.integer(0, 3), r.integer(0, 4), r.text(0, 5)};
}

GivenPackRow give_pack(PgConnection& connection, const std::string& class_code, const std::string& bytes,
                       const packs::PackManifest& manifest) {
    require_current_schema(connection);
    const std::string sha = sha256_hex(bytes);
    PgTransaction transaction(connection);
    connection.query(kAddPack, {manifest.id, manifest.version, manifest.title_in("zh-Hans"), sha, hex(bytes)});
    auto stored = connection.query("SELECT coalesce(sha256, '') FROM content_packs WHERE id = $1 AND version = $2",
                                   {manifest.id, manifest.version});
    if (stored.rows() == 1 && stored.text(0, 0) != sha)
        throw CentreError("the centre already has pack " + manifest.id + " version " + manifest.version +
                          " with other content (SHA-256 " + stored.text(0, 0) + "); build the changed pack with a new "
                          "--version and give that");
    auto given = connection.query(kGivePack, {class_code, manifest.id, manifest.version});
    if (given.rows() == 0) throw teaches_no_class(connection, class_code);
    GivenPackRow row{class_code, manifest.id, manifest.version, sha, static_cast<std::int64_t>(bytes.size()),
                     given.text(0, 0), given.integer(0, 1)};
    transaction.commit();
    return row;
}

ClassWork class_work(PgConnection& connection, const std::string& class_code) {
    require_current_schema(connection);
    ClassWork work;
    auto exams = connection.query(kListExams, {class_code});
    for (int i = 0; i < exams.rows(); ++i)
        work.exams.push_back({exams.integer(i, 0), exams.text(i, 1), exams.text(i, 2),
                              static_cast<std::uint64_t>(exams.integer(i, 3)), exams.integer(i, 4), exams.integer(i, 5),
                              exams.text(i, 6)});
    auto given = connection.query(kListPacks, {class_code});
    for (int i = 0; i < given.rows(); ++i)
        work.packs.push_back({given.text(i, 0), given.text(i, 1), given.text(i, 2), given.text(i, 3),
                              given.integer(i, 4), given.text(i, 5), given.integer(i, 6)});
    return work;
}

}  // namespace arbiter::centre
