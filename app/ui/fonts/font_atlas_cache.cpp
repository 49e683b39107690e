#include "app/ui/fonts/font_atlas_cache.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>
#include <system_error>
#include <type_traits>
#include <unistd.h>

namespace arbiter::ui {
namespace {

// Bumped whenever the layout below changes; part of the key and of the header.
constexpr std::uint32_t kFormatVersion = 2;
constexpr char kMagic[8] = {'A', 'R', 'B', 'A', 'T', 'L', 'A', 'S'};

static_assert(std::is_trivially_copyable_v<ImFontGlyph>, "glyphs are written as bytes");
static_assert(std::is_trivially_copyable_v<ImVec4>, "UVs are written as bytes");

struct Fnv1a {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    void bytes(const void* data, std::size_t size) {
        const auto* p = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < size; ++i) hash = (hash ^ p[i]) * 0x100000001b3ull;
    }
    template <typename T>
    void value(const T& v) {
        static_assert(std::is_trivially_copyable_v<T>);
        bytes(&v, sizeof v);
    }
};

// A checksum over the whole file, eight bytes at a step: the pixels are several MiB, and a
// byte-wise hash of them would cost more than the cache saves in the sanitized test build.
std::uint64_t checksum(const char* data, std::size_t size) {
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ size;
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, data + i, 8);
        h = (h ^ word) * 0xff51afd7ed558ccdull;
        h ^= h >> 32;
    }
    for (; i < size; ++i) h = (h ^ static_cast<unsigned char>(data[i])) * 0x100000001b3ull;
    return h;
}

class Writer {
public:
    template <typename T>
    void value(const T& v) {
        static_assert(std::is_trivially_copyable_v<T>);
        bytes(&v, sizeof v);
    }
    void bytes(const void* data, std::size_t size) { out_.append(static_cast<const char*>(data), size); }
    std::string& text() { return out_; }

private:
    std::string out_;
};

class Reader {
public:
    Reader(const char* data, std::size_t size) : p_(data), end_(data + size) {}
    template <typename T>
    bool value(T& v) {
        static_assert(std::is_trivially_copyable_v<T>);
        return bytes(&v, sizeof v);
    }
    bool bytes(void* out, std::size_t size) {
        if (static_cast<std::size_t>(end_ - p_) < size) return false;
        std::memcpy(out, p_, size);
        p_ += size;
        return true;
    }
    std::size_t left() const { return static_cast<std::size_t>(end_ - p_); }

private:
    const char* p_;
    const char* end_;
};

// What is kept of one built font: its metrics and glyphs. Lookup tables are derived on load.
struct FontRecord {
    float font_size = 0, scale = 1, ascent = 0, descent = 0;
    ImWchar fallback_char = 0, ellipsis_char = 0, dot_char = 0;
    int metrics_total_surface = 0;
    std::vector<ImFontGlyph> glyphs;
};

}  // namespace

std::uint64_t atlas_cache_key(const AtlasCacheInputs& inputs) {
    Fnv1a h;
    h.value(kFormatVersion);
    h.value(static_cast<int>(IMGUI_VERSION_NUM));
    h.value(sizeof(ImWchar));
    h.value(sizeof(ImFontGlyph));
    h.value(inputs.face_index);
    h.value(inputs.pixel_size);
    h.bytes(inputs.ranges.data(), inputs.ranges.size() * sizeof(std::uint16_t));
    for (const auto& file : inputs.font_files) {
        const std::string path = file.string();
        h.bytes(path.data(), path.size() + 1);
        std::error_code ec;
        const auto size = std::filesystem::file_size(file, ec);
        h.value(ec ? std::uintmax_t{0} : size);
        const auto changed = std::filesystem::last_write_time(file, ec);
        h.value(ec ? std::int64_t{0} : static_cast<std::int64_t>(changed.time_since_epoch().count()));
    }
    return h.hash;
}

std::filesystem::path atlas_cache_file(const std::filesystem::path& dir, std::uint64_t key) {
    char name[40];
    std::snprintf(name, sizeof name, "atlas-%016llx.bin", static_cast<unsigned long long>(key));
    return dir / name;
}

bool save_atlas_cache(const ImFontAtlas& atlas, const CachedAtlasLayout& layout, std::uint64_t key,
                      const std::filesystem::path& file, std::string& error) {
    if (atlas.TexPixelsAlpha8 == nullptr || atlas.TexWidth <= 0 || atlas.TexHeight <= 0) {
        error = "the atlas has no one-byte pixels to keep";
        return false;
    }
    Writer w;
    w.bytes(kMagic, sizeof kMagic);
    w.value(kFormatVersion);
    w.value(key);
    w.value(layout.body);
    w.value(layout.title);
    w.value(layout.pieces);
    w.value(static_cast<std::uint8_t>(layout.loaded_cjk_font));
    w.value(static_cast<std::uint8_t>(layout.loaded_piece_font));
    w.value(atlas.Flags);
    w.value(atlas.TexWidth);
    w.value(atlas.TexHeight);
    w.value(atlas.TexUvScale);
    w.value(atlas.TexUvWhitePixel);
    w.value(atlas.TexUvLines);
    w.value(static_cast<std::uint32_t>(atlas.Fonts.Size));
    for (const ImFont* font : atlas.Fonts) {
        w.value(font->FontSize);
        w.value(font->Scale);
        w.value(font->Ascent);
        w.value(font->Descent);
        w.value(font->FallbackChar);
        w.value(font->EllipsisChar);
        w.value(font->DotChar);
        w.value(font->MetricsTotalSurface);
        w.value(static_cast<std::uint32_t>(font->Glyphs.Size));
        w.bytes(font->Glyphs.Data, static_cast<std::size_t>(font->Glyphs.Size) * sizeof(ImFontGlyph));
    }
    w.bytes(atlas.TexPixelsAlpha8, static_cast<std::size_t>(atlas.TexWidth) * static_cast<std::size_t>(atlas.TexHeight));
    const std::uint64_t sum = checksum(w.text().data(), w.text().size());
    w.value(sum);

    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    if (ec) {
        error = "cannot create " + file.parent_path().string() + ": " + ec.message();
        return false;
    }
    const auto temporary = file.parent_path() / (file.filename().string() + "." + std::to_string(::getpid()) + ".tmp");
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(w.text().data(), static_cast<std::streamsize>(w.text().size()));
        out.close();
        if (!out) {
            error = "cannot write " + temporary.string();
            std::filesystem::remove(temporary, ec);
            return false;
        }
    }
    std::filesystem::rename(temporary, file, ec);
    if (ec) {
        error = "cannot rename " + temporary.string() + " to " + file.filename().string() + ": " + ec.message();
        std::filesystem::remove(temporary, ec);
        return false;
    }
    return true;
}

std::optional<CachedAtlasLayout> load_atlas_cache(ImFontAtlas& atlas, std::uint64_t key, const std::filesystem::path& file) {
    std::string bytes;
    {
        std::ifstream in(file, std::ios::binary);
        if (!in) return std::nullopt;
        bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    if (bytes.size() < sizeof kMagic + sizeof(std::uint64_t)) return std::nullopt;
    const std::size_t body_size = bytes.size() - sizeof(std::uint64_t);
    std::uint64_t stored_sum = 0;
    std::memcpy(&stored_sum, bytes.data() + body_size, sizeof stored_sum);
    if (checksum(bytes.data(), body_size) != stored_sum) return std::nullopt;

    Reader r(bytes.data(), body_size);
    char magic[sizeof kMagic];
    std::uint32_t version = 0;
    std::uint64_t stored_key = 0;
    if (!r.bytes(magic, sizeof magic) || std::memcmp(magic, kMagic, sizeof magic) != 0) return std::nullopt;
    if (!r.value(version) || version != kFormatVersion || !r.value(stored_key) || stored_key != key) return std::nullopt;

    CachedAtlasLayout layout;
    std::uint8_t cjk = 0, piece = 0;
    ImFontAtlasFlags flags = 0;
    int width = 0, height = 0;
    ImVec2 uv_scale, white;
    ImVec4 lines[IM_DRAWLIST_TEX_LINES_WIDTH_MAX + 1];
    std::uint32_t font_count = 0;
    if (!r.value(layout.body) || !r.value(layout.title) || !r.value(layout.pieces) || !r.value(cjk) || !r.value(piece) ||
        !r.value(flags) || !r.value(width) || !r.value(height) ||
        !r.value(uv_scale) || !r.value(white) || !r.value(lines) || !r.value(font_count))
        return std::nullopt;
    layout.loaded_cjk_font = cjk != 0;
    layout.loaded_piece_font = piece != 0;
    if (width <= 0 || height <= 0 || font_count == 0 || font_count > 16) return std::nullopt;
    for (int index : {layout.body, layout.title, layout.pieces})
        if (index < -1 || index >= static_cast<int>(font_count)) return std::nullopt;

    std::vector<FontRecord> fonts(font_count);
    for (FontRecord& f : fonts) {
        std::uint32_t glyph_count = 0;
        if (!r.value(f.font_size) || !r.value(f.scale) || !r.value(f.ascent) || !r.value(f.descent) ||
            !r.value(f.fallback_char) || !r.value(f.ellipsis_char) || !r.value(f.dot_char) ||
            !r.value(f.metrics_total_surface) || !r.value(glyph_count))
            return std::nullopt;
        if (glyph_count == 0 || glyph_count >= 0xFFFF || r.left() < glyph_count * sizeof(ImFontGlyph)) return std::nullopt;
        f.glyphs.resize(glyph_count);
        r.bytes(f.glyphs.data(), glyph_count * sizeof(ImFontGlyph));
    }
    const std::size_t pixel_count = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    if (r.left() != pixel_count) return std::nullopt;

    // Whole and undamaged: only now is the atlas replaced.
    atlas.Clear();
    atlas.Flags = flags;
    for (const FontRecord& f : fonts) {
        ImFont* font = IM_NEW(ImFont);
        atlas.Fonts.push_back(font);
        font->ContainerAtlas = &atlas;
        font->FontSize = f.font_size;
        font->Scale = f.scale;
        font->Ascent = f.ascent;
        font->Descent = f.descent;
        font->FallbackChar = f.fallback_char;
        font->EllipsisChar = f.ellipsis_char;
        font->DotChar = f.dot_char;
        font->MetricsTotalSurface = f.metrics_total_surface;
        font->Glyphs.resize(static_cast<int>(f.glyphs.size()));
        std::memcpy(font->Glyphs.Data, f.glyphs.data(), f.glyphs.size() * sizeof(ImFontGlyph));
        font->BuildLookupTable();  // IndexAdvanceX, IndexLookup, the used pages, the fallback glyph
    }
    atlas.TexWidth = width;
    atlas.TexHeight = height;
    atlas.TexUvScale = uv_scale;
    atlas.TexUvWhitePixel = white;
    std::copy(std::begin(lines), std::end(lines), std::begin(atlas.TexUvLines));
    atlas.TexPixelsAlpha8 = static_cast<unsigned char*>(IM_ALLOC(pixel_count));
    r.bytes(atlas.TexPixelsAlpha8, pixel_count);
    atlas.TexReady = true;

    // Marks the file as used, so pruning keeps the atlases actually opened.
    std::error_code ec;
    std::filesystem::last_write_time(file, std::filesystem::file_time_type::clock::now(), ec);
    return layout;
}

void prune_atlas_cache(const std::filesystem::path& dir, std::size_t keep) {
    std::error_code ec;
    std::vector<std::pair<std::filesystem::file_time_type, std::filesystem::path>> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        const auto name = entry.path().filename().string();
        if (name.rfind("atlas-", 0) != 0) continue;
        std::error_code time_error;
        const auto when = entry.last_write_time(time_error);
        if (!time_error) files.emplace_back(when, entry.path());
    }
    if (files.size() <= keep) return;
    std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = keep; i < files.size(); ++i) std::filesystem::remove(files[i].second, ec);
}

}  // namespace arbiter::ui
