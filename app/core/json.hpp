// A small JSON value, parser and writer for the CLI's machine-readable input and output
// (JSON Lines in `go replay`, `chess analyze`, `--json` everywhere).
// Hand-written on purpose: the format is tiny, Debian's JSON libraries would be a new dependency,
// and we want errors that name the column.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace arbiter::json {

class Value;
using Array = std::vector<Value>;
// Keys keep insertion order so that output reads in the order a person wrote it.
using Object = std::vector<std::pair<std::string, Value>>;

class Value {
public:
    Value() : data_(nullptr) {}
    Value(std::nullptr_t) : data_(nullptr) {}
    Value(bool b) : data_(b) {}
    Value(int i) : data_(static_cast<std::int64_t>(i)) {}
    Value(long i) : data_(static_cast<std::int64_t>(i)) {}
    Value(long long i) : data_(static_cast<std::int64_t>(i)) {}
    Value(unsigned i) : data_(static_cast<std::int64_t>(i)) {}
    Value(unsigned long i) : data_(static_cast<std::int64_t>(i)) {}
    Value(unsigned long long i) : data_(static_cast<std::int64_t>(i)) {}
    Value(double d) : data_(d) {}
    Value(const char* s) : data_(std::string(s)) {}
    Value(std::string s) : data_(std::move(s)) {}
    Value(std::string_view s) : data_(std::string(s)) {}
    Value(Array a) : data_(std::move(a)) {}
    Value(Object o) : data_(std::move(o)) {}
    // An absent optional is null: a figure that does not exist yet (no answers, no exam) is written
    // as null, never as 0.
    template <class T>
    Value(const std::optional<T>& maybe) : data_(nullptr) {
        if (maybe) *this = Value(*maybe);
    }

    bool is_null() const { return std::holds_alternative<std::nullptr_t>(data_); }
    bool is_bool() const { return std::holds_alternative<bool>(data_); }
    bool is_int() const { return std::holds_alternative<std::int64_t>(data_); }
    bool is_number() const { return is_int() || std::holds_alternative<double>(data_); }
    bool is_string() const { return std::holds_alternative<std::string>(data_); }
    bool is_array() const { return std::holds_alternative<Array>(data_); }
    bool is_object() const { return std::holds_alternative<Object>(data_); }

    bool as_bool() const { return std::get<bool>(data_); }
    std::int64_t as_int() const;  // also accepts a double with no fraction; throws when it has one or is out of range
    double as_double() const;
    const std::string& as_string() const { return std::get<std::string>(data_); }
    const Array& as_array() const { return std::get<Array>(data_); }
    Array& as_array() { return std::get<Array>(data_); }
    const Object& as_object() const { return std::get<Object>(data_); }
    Object& as_object() { return std::get<Object>(data_); }

    // Object access: nullptr when absent or when this is not an object.
    const Value* find(std::string_view key) const;
    // Object insertion (this must be an object): replaces an existing key.
    Value& set(std::string key, Value value);
    // Array append (this must be an array).
    void push(Value value) { as_array().push_back(std::move(value)); }

    // Compact single-line JSON (for JSON Lines) or indented with two spaces.
    std::string dump(bool pretty = false) const;

    bool operator==(const Value& other) const { return data_ == other.data_; }

private:
    std::variant<std::nullptr_t, bool, std::int64_t, double, std::string, Array, Object> data_;
};

inline Value object() {
    return Value(Object{});
}
inline Value array() {
    return Value(Array{});
}
// One element per item of `items`, made by `to_value` (which may return an Object literal:
// `json::Object{{"id", x.id}, {"score", x.score}}`), so a list of records is written as the shape of
// one record and not as a loop around it. Built as an Array first, as `indexes` below.
template <class Items, class ToValue>
Value array_of(const Items& items, ToValue to_value) {
    Array out;
    for (const auto& item : items) out.emplace_back(to_value(item));
    return Value(std::move(out));
}
// The same for items that are values already (strings, numbers).
template <class Items>
Value array_of(const Items& items) {
    return array_of(items, [](const auto& item) { return Value(item); });
}
// [2, 0, 1] from a list of indexes (option indexes in answers). Built as a vector first: pushing
// into a Value trips GCC 12's -Wmaybe-uninitialized at -O2.
Value indexes(const std::vector<std::size_t>& list);

struct ParseError : std::runtime_error {
    ParseError(const std::string& message, std::size_t line, std::size_t column);
    std::size_t line;
    std::size_t column;
};

// Parses exactly one JSON document (surrounding whitespace allowed). Throws ParseError.
// Nesting deeper than 256 levels is refused so hostile input cannot overflow the stack.
Value parse(std::string_view text);

// Appends `text` to `out` as a quoted JSON string, escaping control characters.
void append_quoted(std::string& out, std::string_view text);

}  // namespace arbiter::json
