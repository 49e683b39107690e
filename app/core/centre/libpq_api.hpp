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

// The libpq functions this program calls, named as libpq names them.
struct LibPq {
    decltype(&::PQconnectdb) PQconnectdb;
    decltype(&::PQstatus) PQstatus;
    decltype(&::PQerrorMessage) PQerrorMessage;
    decltype(&::PQfinish) PQfinish;
    decltype(&::PQhost) PQhost;
    decltype(&::PQport) PQport;
    decltype(&::PQdb) PQdb;
    decltype(&::PQuser) PQuser;
    decltype(&::PQsocket) PQsocket;
    decltype(&::PQsetNoticeProcessor) PQsetNoticeProcessor;
    decltype(&::PQexec) PQexec;
    decltype(&::PQprepare) PQprepare;
    decltype(&::PQexecPrepared) PQexecPrepared;
    decltype(&::PQresultStatus) PQresultStatus;
    decltype(&::PQresultErrorMessage) PQresultErrorMessage;
    decltype(&::PQresultErrorField) PQresultErrorField;
    decltype(&::PQntuples) PQntuples;
    decltype(&::PQcmdTuples) PQcmdTuples;
    decltype(&::PQgetvalue) PQgetvalue;
    decltype(&::PQgetisnull) PQgetisnull;
    decltype(&::PQclear) PQclear;
    decltype(&::PQconninfoParse) PQconninfoParse;
    decltype(&::PQconninfoFree) PQconninfoFree;
    decltype(&::PQfreemem) PQfreemem;
};

// Loads libpq.so.5 on first use (thread-safe) and returns its functions. Throws CentreError
// ("the PostgreSQL client library … is not installed") when it or one of the functions is missing;
// the next call tries again.
const LibPq& libpq();

}  // namespace arbiter::centre
