// A fixed-width integer of `Limbs` 64-bit words, two's complement, for the Dutch system's edge
// weights. The weight of a pairing packs every criterion of C.04.3 into one number, a bit field per
// criterion with the most important at the top, so that comparing two sums compares the criteria in
// order (docs/pairing.md § How the engine pairs). Hundreds of bits are needed for a large field, and
// the matching's duals need a sign, hence a wide integer of our own: the width is chosen once per
// round (the smallest of 2, 4, 8 … words that holds the layout) and every operation is a plain loop
// the compiler unrolls.
#pragma once

#include <array>
#include <cstdint>

namespace arbiter::tournament::swiss {

template <int Limbs>
struct Wide {
    static_assert(Limbs >= 1);
    std::array<std::uint64_t, Limbs> word{};  // little-endian: word[0] holds bits 0..63

    static Wide zero() { return Wide{}; }
    static Wide of(std::uint64_t value) {
        Wide w;
        w.word[0] = value;
        return w;
    }
    // All bits from 0 to `bits` − 1 set: the largest value of a `bits`-wide field.
    static Wide all_ones(int bits) {
        Wide w;
        for (int i = 0; i < Limbs && bits > 0; ++i, bits -= 64)
            w.word[i] = bits >= 64 ? ~std::uint64_t{0} : ((std::uint64_t{1} << bits) - 1);
        return w;
    }

    bool is_zero() const {
        for (auto x : word)
            if (x) return false;
        return true;
    }
    bool negative() const { return (word[Limbs - 1] >> 63) != 0; }
    bool odd() const { return (word[0] & 1) != 0; }

    [[gnu::always_inline]] Wide& operator+=(const Wide& o) {
        std::uint64_t carry = 0;
        for (int i = 0; i < Limbs; ++i) {
            std::uint64_t a = word[i], sum = a + o.word[i];
            std::uint64_t c1 = sum < a ? 1 : 0;
            sum += carry;
            std::uint64_t c2 = sum < carry ? 1 : 0;
            word[i] = sum;
            carry = c1 | c2;
        }
        return *this;
    }
    [[gnu::always_inline]] Wide& operator-=(const Wide& o) {
        std::uint64_t borrow = 0;
        for (int i = 0; i < Limbs; ++i) {
            std::uint64_t a = word[i], b = o.word[i];
            std::uint64_t d = a - b - borrow;
            borrow = (a < b) || (a - b < borrow) ? 1 : 0;
            word[i] = d;
        }
        return *this;
    }
    friend Wide operator+(Wide a, const Wide& b) { return a += b; }
    friend Wide operator-(Wide a, const Wide& b) { return a -= b; }

    // `value` added at bit `bit` (carrying upwards), or taken away from there (borrowing).
    void add_at(int bit, std::uint64_t value) {
        if (value == 0) return;
        Wide addend;
        addend.set_at(bit, value);
        *this += addend;
    }
    void subtract_at(int bit, std::uint64_t value) {
        if (value == 0) return;
        Wide subtrahend;
        subtrahend.set_at(bit, value);
        *this -= subtrahend;
    }

    // Shifts by one, keeping the sign (the matching halves an even slack).
    Wide halved() const {
        Wide r;
        for (int i = 0; i < Limbs; ++i) {
            std::uint64_t high = i + 1 < Limbs ? word[i + 1] : (negative() ? ~std::uint64_t{0} : 0);
            r.word[i] = (word[i] >> 1) | (high << 63);
        }
        return r;
    }
    Wide doubled() const {
        Wide r;
        std::uint64_t carry = 0;
        for (int i = 0; i < Limbs; ++i) {
            r.word[i] = (word[i] << 1) | carry;
            carry = word[i] >> 63;
        }
        return r;
    }

    // Signed comparison.
    friend bool operator<(const Wide& a, const Wide& b) {
        bool an = a.negative(), bn = b.negative();
        if (an != bn) return an;
        for (int i = Limbs - 1; i >= 0; --i)
            if (a.word[i] != b.word[i]) return a.word[i] < b.word[i];
        return false;
    }
    friend bool operator>(const Wide& a, const Wide& b) { return b < a; }
    friend bool operator<=(const Wide& a, const Wide& b) { return !(b < a); }
    friend bool operator>=(const Wide& a, const Wide& b) { return !(a < b); }
    friend bool operator==(const Wide& a, const Wide& b) { return a.word == b.word; }
    friend bool operator!=(const Wide& a, const Wide& b) { return a.word != b.word; }

private:
    void set_at(int bit, std::uint64_t value) {
        int limb = bit / 64, shift = bit % 64;
        if (limb < Limbs) word[limb] = value << shift;
        if (shift != 0 && limb + 1 < Limbs) word[limb + 1] = value >> (64 - shift);
    }
};

}  // namespace arbiter::tournament::swiss
