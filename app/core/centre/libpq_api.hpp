// libpq, loaded the first time the training centre is used instead of linked into every program.
//
// Why: libpq brings about twenty libraries with it (OpenSSL, Kerberos, LDAP, GnuTLS, SASL …) that
// every start of the trainer and the terminal would otherwise map and relocate, and keep resident,
// for a feature only a training centre's users touch: measured 5 ms of start-up and 5.7 MiB of
// resident memory for a program that does nothing else (docs/centre.md § The client library).
// The header still gives the types and signatures; the functions are looked up here once.
#pragma once

#include <libpq-fe.h>

namespace arbiter::centre {

// The libpq functions this program calls, named as libpq names them: one list, from which both
// the struct's members and the loader's lookups are made.
#define ARBITER_LIBPQ_FUNCTIONS(X)                                                                   \
    X(PQconnectdb) X(PQstatus) X(PQerrorMessage) X(PQfinish) X(PQhost) X(PQport) X(PQdb) X(PQuser)   \
    X(PQsocket) X(PQsetNoticeProcessor) X(PQexec) X(PQprepare) X(PQexecPrepared) X(PQresultStatus)  \
    X(PQresultErrorMessage) X(PQresultErrorField) X(PQntuples) X(PQcmdTuples) X(PQgetvalue)         \
    X(PQgetisnull) X(PQclear) X(PQconninfoParse) X(PQconninfoFree) X(PQfreemem)

struct LibPq {
#define ARBITER_LIBPQ_MEMBER(name) decltype(&::name) name = nullptr;
    ARBITER_LIBPQ_FUNCTIONS(ARBITER_LIBPQ_MEMBER)
#undef ARBITER_LIBPQ_MEMBER
};

// Loads libpq.so.5 on first use and returns its functions; once loaded, a call is one atomic read
// (the centre's code calls it for every value it reads). Thread-safe. Throws CentreError naming
// the library and the package to install when it or one of the functions is missing; the next
// call tries again.
const LibPq& libpq();

}  // namespace arbiter::centre
