// Binding a statement's parameters in one call: bind_values(insert, a, b, c) binds ?1, ?2, ?3 in
// order, where a chain would say insert.bind(1, a).bind(2, b).bind(3, c). Used by the record
// stores, whose inserts and updates take up to a dozen values.
#pragma once

#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

template <class... Values>
Statement& bind_values(Statement& statement, const Values&... values) {
    int index = 0;
    (statement.bind(++index, values), ...);  // a comma fold runs left to right: ?1 first
    return statement;
}

}  // namespace arbiter::store
