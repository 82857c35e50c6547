import CSQLite

/// A function of one text that SQL can call, written in Swift: the same text always gives the same result
/// (SQLite's `SQLITE_DETERMINISTIC`), and it reads nothing else (`SQLITE_INNOCUOUS`, so that a schema may use
/// it). It is defined on one connection, for as long as the connection is open (see
/// `DatabaseConnection.define(_:)`).
///
/// A value that is not text (a number, a blob, NULL) gives NULL: the function never guesses a text for it.
struct DatabaseTextFunction {
    /// The name SQL calls it by.
    let name: String
    /// What it gives for a text.
    let body: (String) -> String
}

extension DatabaseConnection {
    /// Defines `function` on this connection, replacing a function of the same name and one argument.
    ///
    /// - Throws: `DatabaseError` when SQLite refuses the definition (a name longer than 255 bytes).
    func define(_ function: DatabaseTextFunction) throws {
        // The body lives in a box SQLite holds: retained here, released by SQLite's destructor when the function
        // is replaced or the connection closes, so it lives exactly as long as SQLite may call it.
        let box = Unmanaged.passRetained(FunctionBox(function.body)).toOpaque()
        let result = sqlite3_create_function_v2(
            handle, function.name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, box,
            { context, count, arguments in
                guard let context, count == 1, let argument = arguments?[0],
                      sqlite3_value_type(argument) == SQLITE_TEXT, let box = sqlite3_user_data(context) else {
                    sqlite3_result_null(context)
                    return
                }
                // The pointer first, then its length in bytes, as SQLite asks.
                let text = sqlite3_value_text(argument)
                let input = String(decoding: UnsafeBufferPointer(start: text, count: text == nil ? 0 : Int(sqlite3_value_bytes(argument))), as: UTF8.self)
                var output = Unmanaged<FunctionBox>.fromOpaque(box).takeUnretainedValue().body(input)
                output.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) {
                        csqlite_result_text_transient(context, $0.baseAddress, UInt64($0.count))
                    }
                }
            },
            nil, nil,
            { box in box.map { Unmanaged<FunctionBox>.fromOpaque($0).release() } })
        // On failure SQLite has already called the destructor, which released the box.
        try check(result)
    }
}

extension DatabaseConnection {
    /// Runs `body` with `function` defined on this connection, and removes the function after it, so that
    /// what its body holds (a memo, a closure that hears how far it has come) goes with it.
    func withFunction<Result>(_ function: DatabaseTextFunction, _ body: () throws -> Result) throws -> Result {
        try define(function)
        // Removing cannot fail once no statement runs: SQLite calls the destructor, which releases the body.
        defer { sqlite3_create_function_v2(handle, function.name, 1, SQLITE_UTF8, nil, nil, nil, nil, nil) }
        return try body()
    }
}

/// A function's body, held by SQLite between calls.
private final class FunctionBox {
    let body: (String) -> String

    init(_ body: @escaping (String) -> String) {
        self.body = body
    }
}
