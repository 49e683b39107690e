#include "app/core/json.hpp"

#include "engine/core/utf8.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace arbiter::json {

std::int64_t Value::as_int() const {
    if (auto* i = std::get_if<std::int64_t>(&data_)) return *i;
    double d = std::get<double>(data_);
    if (std::floor(d) != d) throw std::runtime_error("number is not a whole number");
    // Casting a double outside the int64 range is undefined behaviour (found by fuzz_json: 1e300).
    // 2^63 is exact as a double; every whole double below it and at or above -2^63 fits.
    if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0))
        throw std::runtime_error("number is too large for a whole number");
    return static_cast<std::int64_t>(d);
}

double Value::as_double() const {
    if (auto* i = std::get_if<std::int64_t>(&data_)) return static_cast<double>(*i);
    return std::get<double>(data_);
}

const Value* Value::find(std::string_view key) const {
    if (!is_object()) return nullptr;
    for (const auto& [k, v] : as_object()) {
        if (k == key) return &v;
    }
    return nullptr;
}

Value& Value::set(std::string key, Value value) {
    auto& members = as_object();
    for (auto& [k, v] : members) {
        if (k == key) {
            v = std::move(value);
            return v;
        }
    }
    members.emplace_back(std::move(key), std::move(value));
    return members.back().second;
}

void append_quoted(std::string& out, std::string_view text) {
    out.push_back('"');
    for (unsigned char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            default:
                if (c < 0x20) {
                    char buffer[8];
                    std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                    out += buffer;
                } else {
                    out.push_back(static_cast<char>(c));  // UTF-8 passes through unchanged
                }
        }
    }
    out.push_back('"');
}

namespace {

void append_number(std::string& out, double d) {
    if (!std::isfinite(d)) {
        out += "null";  // JSON has no NaN or infinity
        return;
    }
    char buffer[32];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, d);
    (void)ec;
    out.append(buffer, end);
}

void dump_into(const Value& value, std::string& out, bool pretty, int depth) {
    auto newline = [&](int d) {
        if (!pretty) return;
        out.push_back('\n');
        out.append(static_cast<std::size_t>(d) * 2, ' ');
    };
    if (value.is_null()) {
        out += "null";
    } else if (value.is_bool()) {
        out += value.as_bool() ? "true" : "false";
    } else if (value.is_int()) {
        out += std::to_string(value.as_int());
    } else if (value.is_number()) {
        append_number(out, value.as_double());
    } else if (value.is_string()) {
        append_quoted(out, value.as_string());
    } else if (value.is_array()) {
        const auto& items = value.as_array();
        out.push_back('[');
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i) out += pretty ? "," : ", ";
            if (pretty) newline(depth + 1);
            dump_into(items[i], out, pretty, depth + 1);
        }
        if (pretty && !items.empty()) newline(depth);
        out.push_back(']');
    } else {
        const auto& members = value.as_object();
        out.push_back('{');
        for (std::size_t i = 0; i < members.size(); ++i) {
            if (i) out += pretty ? "," : ", ";
            if (pretty) newline(depth + 1);
            append_quoted(out, members[i].first);
            out += ": ";
            dump_into(members[i].second, out, pretty, depth + 1);
        }
        if (pretty && !members.empty()) newline(depth);
        out.push_back('}');
    }
}

class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    Value parse_document() {
        skip_whitespace();
        Value value = parse_value(0);
        skip_whitespace();
        if (pos_ != text_.size()) fail("unexpected text after the JSON value");
        return value;
    }

private:
    static constexpr int kMaxDepth = 256;

    [[noreturn]] void fail(const std::string& message) const {
        std::size_t line = 1, column = 1;
        for (std::size_t i = 0; i < pos_ && i < text_.size(); ++i) {
            if (text_[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        throw ParseError(message, line, column);
    }

    void skip_whitespace() {
        while (pos_ < text_.size() &&
               (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r'))
            ++pos_;
    }

    bool consume_literal(std::string_view literal) {
        if (text_.substr(pos_, literal.size()) == literal) {
            pos_ += literal.size();
            return true;
        }
        return false;
    }

    Value parse_value(int depth) {
        if (depth > kMaxDepth) fail("nesting deeper than 256 levels");
        if (pos_ >= text_.size()) fail("unexpected end of input, expected a value");
        char c = text_[pos_];
        if (c == '{') return parse_object(depth);
        if (c == '[') return parse_array(depth);
        if (c == '"') return Value(parse_string());
        if (c == '-' || (c >= '0' && c <= '9')) return parse_number();
        if (consume_literal("true")) return Value(true);
        if (consume_literal("false")) return Value(false);
        if (consume_literal("null")) return Value(nullptr);
        fail(std::string("unexpected character '") + c + "', expected a value");
    }

    Value parse_object(int depth) {
        ++pos_;  // '{'
        Value result = object();
        skip_whitespace();
        if (pos_ < text_.size() && text_[pos_] == '}') {
            ++pos_;
            return result;
        }
        while (true) {
            skip_whitespace();
            if (pos_ >= text_.size() || text_[pos_] != '"') fail("expected a quoted key");
            std::string key = parse_string();
            skip_whitespace();
            if (pos_ >= text_.size() || text_[pos_] != ':') fail("expected ':' after a key");
            ++pos_;
            skip_whitespace();
            result.set(std::move(key), parse_value(depth + 1));
            skip_whitespace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == '}') {
                ++pos_;
                return result;
            }
            fail("expected ',' or '}' in an object");
        }
    }

    Value parse_array(int depth) {
        ++pos_;  // '['
        Value result = array();
        skip_whitespace();
        if (pos_ < text_.size() && text_[pos_] == ']') {
            ++pos_;
            return result;
        }
        while (true) {
            skip_whitespace();
            result.push(parse_value(depth + 1));
            skip_whitespace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == ']') {
                ++pos_;
                return result;
            }
            fail("expected ',' or ']' in an array");
        }
    }

    std::uint32_t parse_hex4() {
        if (pos_ + 4 > text_.size()) fail("truncated \\u escape");
        std::uint32_t value = 0;
        for (int i = 0; i < 4; ++i) {
            char h = text_[pos_++];
            value <<= 4;
            if (h >= '0' && h <= '9') value |= static_cast<std::uint32_t>(h - '0');
            else if (h >= 'a' && h <= 'f') value |= static_cast<std::uint32_t>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F') value |= static_cast<std::uint32_t>(h - 'A' + 10);
            else fail("bad hex digit in \\u escape");
        }
        return value;
    }

    std::string parse_string() {
        ++pos_;  // opening quote
        std::string out;
        while (true) {
            if (pos_ >= text_.size()) fail("unterminated string");
            char c = text_[pos_++];
            if (c == '"') return out;
            if (static_cast<unsigned char>(c) < 0x20) fail("control character inside a string");
            if (static_cast<unsigned char>(c) >= 0x80) {
                // JSON text is UTF-8: refuse what is not, or the bytes would be written back out as
                // invalid JSON (tests/data/bad/json/invalid-utf8.json).
                const std::size_t length = utf8_sequence_length(text_, pos_ - 1);
                if (length == 0) {
                    --pos_;
                    fail(invalid_utf8_message(text_, pos_));
                }
                out.append(text_.substr(pos_ - 1, length));
                pos_ += length - 1;
                continue;
            }
            if (c != '\\') {
                out.push_back(c);
                continue;
            }
            if (pos_ >= text_.size()) fail("unterminated escape");
            char e = text_[pos_++];
            switch (e) {
                case '"': out.push_back('"'); break;
                case '\\': out.push_back('\\'); break;
                case '/': out.push_back('/'); break;
                case 'b': out.push_back('\b'); break;
                case 'f': out.push_back('\f'); break;
                case 'n': out.push_back('\n'); break;
                case 'r': out.push_back('\r'); break;
                case 't': out.push_back('\t'); break;
                case 'u': {
                    std::uint32_t cp = parse_hex4();
                    if (cp >= 0xD800 && cp <= 0xDBFF) {
                        if (!consume_literal("\\u")) fail("lone high surrogate");
                        std::uint32_t low = parse_hex4();
                        if (low < 0xDC00 || low > 0xDFFF) fail("bad low surrogate");
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                        fail("lone low surrogate");
                    }
                    append_utf8(out, cp);
                    break;
                }
                default: fail(std::string("unknown escape '\\") + e + "'");
            }
        }
    }

    Value parse_number() {
        std::size_t start = pos_;
        if (text_[pos_] == '-') ++pos_;
        bool is_integer = true;
        while (pos_ < text_.size()) {
            char c = text_[pos_];
            if (c >= '0' && c <= '9') {
                ++pos_;
            } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                is_integer = false;
                ++pos_;
            } else {
                break;
            }
        }
        std::string_view token = text_.substr(start, pos_ - start);
        if (is_integer) {
            std::int64_t i = 0;
            auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), i);
            if (ec == std::errc() && end == token.data() + token.size()) return Value(static_cast<long long>(i));
        }
        double d = 0;
        auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), d);
        if (ec == std::errc::result_out_of_range) {
            pos_ = start;
            fail("number out of range");
        }
        if (ec != std::errc() || end != token.data() + token.size()) {
            pos_ = start;
            fail("malformed number");
        }
        return Value(d);
    }

    std::string_view text_;
    std::size_t pos_ = 0;
};

}  // namespace

std::string Value::dump(bool pretty) const {
    std::string out;
    dump_into(*this, out, pretty, 0);
    return out;
}

ParseError::ParseError(const std::string& message, std::size_t line_, std::size_t column_)
    : std::runtime_error("line " + std::to_string(line_) + ", column " + std::to_string(column_) + ": " +
                         message),
      line(line_),
      column(column_) {}

Value parse(std::string_view text) { return Parser(text).parse_document(); }

Value indexes(const std::vector<std::size_t>& list) {
    Array a;
    for (auto i : list) a.emplace_back(static_cast<std::int64_t>(i));
    return Value(std::move(a));
}

}  // namespace arbiter::json
