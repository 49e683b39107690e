// A file mapped read-only into memory, unmapped when the object goes.
//
// The atlas build reads fonts this way instead of through ImGui's AddFontFromFileTTF, which reads
// the whole file into the heap once per font added: Noto Sans CJK is a 19 MiB collection and we
// add it at two sizes. Mapped, the file is shared by both, only the pages the rasteriser touches
// (the tables and the outlines of the glyphs we use) are read, and they are clean file pages the
// kernel may drop, gone entirely once the atlas is built and the mapping released.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>

namespace arbiter::ui {

class MappedFile {
public:
    // Nothing when the file is missing, empty or cannot be mapped.
    static std::optional<MappedFile> open(const std::filesystem::path& path);

    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    ~MappedFile();

    const void* data() const { return data_; }
    std::size_t size() const { return size_; }

private:
    MappedFile(void* data, std::size_t size) : data_(data), size_(size) {}
    void* data_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace arbiter::ui
