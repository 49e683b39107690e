#include "app/core/store/profile_store.hpp"

#include <algorithm>
#include <iterator>
#include <string>

namespace arbiter::store {

namespace {
// The columns of a profile; a store opened at an older schema (tests build old files) has no sport
// or grade yet and reads them as empty.
std::string profile_columns(int schema_version) {
    return schema_version >= 4 ? "id, name, created_at, sport, grade" : "id, name, created_at, '', ''";
}

Profile read_profile(const Statement& query) {
    return Profile{query.integer(0), query.text(1), from_unix_ms(query.integer(2)), query.text(3), query.text(4)};
}
}  // namespace

Profile ProfileStore::ensure_profile(std::string_view name, TimePoint now) {
    if (auto existing = find_profile(name)) return *existing;
    auto insert = db_.prepare("INSERT INTO profiles(name, created_at) VALUES (?1, ?2)");
    insert.bind(1, name).bind(2, to_unix_ms(now)).run();
    return Profile{db_.last_insert_id(), std::string(name), now, "", ""};
}

std::optional<Profile> ProfileStore::find_profile(std::string_view name) {
    auto query = db_.prepare("SELECT " + profile_columns(schema_version_) + " FROM profiles WHERE name = ?1");
    query.bind(1, name);
    return query.first_row(read_profile);
}

std::vector<Profile> ProfileStore::profiles() {
    auto query = db_.prepare("SELECT " + profile_columns(schema_version_) + " FROM profiles ORDER BY id");
    return query.rows(read_profile);
}

void ProfileStore::set_profile_sport(std::int64_t profile_id, std::string_view sport, std::string_view grade) {
    // Checked here too, not only by the table's CHECK, so the message says what is allowed.
    static constexpr std::string_view kSports[] = {"", "go", "chess", "both"};
    static constexpr std::string_view kGrades[] = {"", "cn-3", "cn-2", "cn-1", "cn-national", "fide-fa", "fide-ia"};
    if (std::find(std::begin(kSports), std::end(kSports), sport) == std::end(kSports))
        throw StoreError("unknown sport '" + std::string(sport) + "' (go, chess or both)");
    if (std::find(std::begin(kGrades), std::end(kGrades), grade) == std::end(kGrades))
        throw StoreError("unknown grade '" + std::string(grade) +
                         "' (cn-3, cn-2, cn-1, cn-national, fide-fa or fide-ia)");
    auto update = db_.prepare("UPDATE profiles SET sport = ?2, grade = ?3 WHERE id = ?1");
    update.bind(1, profile_id).bind(2, sport).bind(3, grade).run();
    if (db_.changes() == 0) throw StoreError("no profile with id " + std::to_string(profile_id));
}

}  // namespace arbiter::store
