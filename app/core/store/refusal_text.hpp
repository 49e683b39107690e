// A database error in the reader's language: why TrainingStore refused a file (the interface
// strings store.refused.*, with what was done about it), or SQLite's own message as it is.
#pragma once

#include <string>

#include "app/core/store/sqlite_database.hpp"
#include "app/core/ui_strings.hpp"

namespace arbiter::store {

// "trainer.db：不是 Arbiter Trainer 的数据库（根本不是 SQLite 文件）。" — the reason alone, for the
// desktop program, which says under it what the candidate can do.
std::string refusal_reason(const StoreError& error, const UiStrings& strings);
// The reason and that the file was left untouched, naming --db: what the command line prints.
std::string store_error_text(const StoreError& error, const UiStrings& strings);

}  // namespace arbiter::store
