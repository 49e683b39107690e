// A content pack file for the centre's tests: the pack tests' course folder (one question, one
// scenario, one Go blueprint, valid against tests/data/training/content) built as `pack build`
// would, in the version asked for.
#pragma once

#include <string>

#include "app/core/packs/pack.hpp"
#include "tests/packs/pack_fixtures.hpp"

namespace arbiter::test {

struct ClassPack {
    std::string bytes;
    packs::PackManifest manifest;
};

inline ClassPack class_pack(const TempDir& dir, const std::string& version, const std::string& id = "cn2-course") {
    const auto folder = dir / ("course-" + version);
    write_course_folder(folder);
    packs::PackManifest info;
    info.id = id;
    info.version = version;
    info.author = "Chen";
    info.title["zh-Hans"] = "二级课程";
    auto read = packs::collect_pack_folder(folder, info, folder.string());
    REQUIRE(read.pack);
    return {packs::write_pack(*read.pack), read.pack->manifest};
}

}  // namespace arbiter::test
