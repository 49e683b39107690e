// SHA-256 against the test vectors of FIPS 180-4 (NIST's examples), and fed in pieces.
#include <doctest/doctest.h>

#include <string>

#include "app/core/sha256.hpp"

using arbiter::sha256_hex;

TEST_CASE("sha256: the FIPS 180-4 test vectors") {
    CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    CHECK(sha256_hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmn"
                     "opqrstnopqrstu") == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
    CHECK(sha256_hex(std::string(1000000, 'a')) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("sha256: the same digest whatever the pieces the bytes come in, across block edges") {
    std::string text;
    for (int i = 0; i < 300; ++i) text += static_cast<char>('a' + i % 26);
    for (std::size_t length : {0u, 55u, 56u, 63u, 64u, 65u, 119u, 128u, 300u}) {
        const std::string part = text.substr(0, length);
        for (std::size_t piece : {1u, 7u, 63u, 64u, 100u}) {
            arbiter::Sha256 hash;
            for (std::size_t at = 0; at < part.size(); at += piece) hash.update(std::string_view(part).substr(at, piece));
            std::string hex;
            for (auto b : hash.finish()) {
                static constexpr char kHex[] = "0123456789abcdef";
                hex += kHex[b >> 4];
                hex += kHex[b & 15];
            }
            CHECK(hex == sha256_hex(part));
        }
    }
}
