// SHA-256 (FIPS 180-4), for the content packs' manifests (app/core/packs/): a pack names the hash
// of every file it holds, and an import refuses a file whose bytes no longer match. No library of
// ours has one (yaml-cpp, SQLite), so it is written here; tests/packs/test_sha256.cpp checks the
// standard's test vectors.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace arbiter {

class Sha256 {
public:
    Sha256();
    void update(std::string_view bytes);
    // The digest of everything given so far; the object must not be updated afterwards.
    std::array<std::uint8_t, 32> finish();

private:
    void block(const std::uint8_t* data);
    std::array<std::uint32_t, 8> state_;
    std::array<std::uint8_t, 64> buffer_{};
    std::size_t buffered_ = 0;
    std::uint64_t length_ = 0;  // bytes
};

// The digest of `bytes` as 64 lower-case hex digits.
std::string sha256_hex(std::string_view bytes);

}  // namespace arbiter
