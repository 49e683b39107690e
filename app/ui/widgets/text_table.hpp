// A table of fitted text, as the instructor's views list candidates, exams and topics: each column
// sized by its share of the width, a header row of fitted labels (ImGui's own header would cut a
// long label at the column's side) and cells fitted to their column with an ellipsis.
#pragma once

#include <imgui.h>

#include <initializer_list>
#include <string>
#include <vector>

namespace arbiter::ui {

struct TextColumn {
    const char* id;     // ImGui's name of the column (not shown)
    float weight;       // its share of the table's width
    std::string label;  // the header, in the interface language
};

// Begins the table with its columns and header row. With ImGuiTableFlags_ScrollY the header stays
// while the rows scroll. Returns false when ImGui skips the table: then draw no rows and do not
// call ImGui::EndTable().
bool begin_text_table(const char* id, const std::vector<TextColumn>& columns, ImGuiTableFlags flags,
                      ImVec2 size = ImVec2(0, 0));
// A header row of fitted, muted labels (also for tables that set up their own columns).
void text_table_header(const std::vector<std::string>& labels);
// One row, each cell fitted to its column.
void text_table_row(std::initializer_list<const std::string*> cells);

}  // namespace arbiter::ui
