#ifndef WISHLIST_CSQLITE_SHIM_H
#define WISHLIST_CSQLITE_SHIM_H

// sqlite3.h declares the session extension (sqlite3session_*, sqlite3changeset_*) only when these are defined
// before it is included. They declare, and build nothing: the system's libsqlite3 has to be built with them
// for the functions to be there (Debian's is: PRAGMA compile_options lists ENABLE_SESSION and
// ENABLE_PREUPDATE_HOOK), which `DatabaseSession.isAvailable` checks at run time before sync uses them.
#ifndef SQLITE_ENABLE_SESSION
#define SQLITE_ENABLE_SESSION 1
#endif
#ifndef SQLITE_ENABLE_PREUPDATE_HOOK
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#endif

#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro that casts -1 to a destructor function pointer, which Swift cannot see. These
// bind with it, so SQLite copies the bytes before returning and the caller's buffer may go at once.

// Binds `length` bytes of UTF-8 text, NULs included. Empty text is bound as empty text, never as NULL (SQLite
// reads a NULL pointer as NULL, and an empty Swift string may have no storage to point at).
static inline int csqlite_bind_text_transient(sqlite3_stmt *statement, int index, const char *text,
                                              sqlite3_uint64 length) {
    if (length == 0 || text == 0) {
        return sqlite3_bind_text64(statement, index, "", 0, SQLITE_TRANSIENT, SQLITE_UTF8);
    }
    return sqlite3_bind_text64(statement, index, text, length, SQLITE_TRANSIENT, SQLITE_UTF8);
}

// Binds `length` bytes as a blob. An empty blob is bound as a zero-length blob, never as NULL.
static inline int csqlite_bind_blob_transient(sqlite3_stmt *statement, int index, const void *bytes,
                                              sqlite3_uint64 length) {
    if (length == 0 || bytes == 0) {
        return sqlite3_bind_zeroblob(statement, index, 0);
    }
    return sqlite3_bind_blob64(statement, index, bytes, length, SQLITE_TRANSIENT);
}

// Sets a function's result to `length` bytes of UTF-8 text, copied by SQLite before it returns.
static inline void csqlite_result_text_transient(sqlite3_context *context, const char *text, sqlite3_uint64 length) {
    sqlite3_result_text64(context, length == 0 || text == 0 ? "" : text, length, SQLITE_TRANSIENT, SQLITE_UTF8);
}

#endif
