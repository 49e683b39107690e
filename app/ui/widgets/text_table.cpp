#include "app/ui/widgets/text_table.hpp"

#include "app/ui/widgets/fitted_text.hpp"

namespace arbiter::ui {

bool begin_text_table(const char* id, const std::vector<TextColumn>& columns, ImGuiTableFlags flags, ImVec2 size) {
    if (!ImGui::BeginTable(id, static_cast<int>(columns.size()), flags, size)) return false;
    if (flags & ImGuiTableFlags_ScrollY) ImGui::TableSetupScrollFreeze(0, 1);
    std::vector<std::string> labels;
    for (const auto& column : columns) {
        ImGui::TableSetupColumn(column.id, 0, column.weight);
        labels.push_back(column.label);
    }
    text_table_header(labels);
    return true;
}

void text_table_header(const std::vector<std::string>& labels) {
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    for (const auto& label : labels) {
        ImGui::TableNextColumn();
        fitted_text_muted(label);
    }
}

void text_table_row(std::initializer_list<const std::string*> cells) {
    ImGui::TableNextRow();
    for (const std::string* cell : cells) {
        ImGui::TableNextColumn();
        fitted_text(*cell);
    }
}

}  // namespace arbiter::ui
