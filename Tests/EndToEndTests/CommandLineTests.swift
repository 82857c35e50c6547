import Foundation
import Testing

/// The `wishlist` command line outside a terminal: help, version, bad flags, pipes.
struct CommandLineTests {
    private func run(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(Products.wishlist, arguments)
    }

    @Test func helpAndVersion() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Usage: wishlist"))
        #expect(help.output.contains("--demo"))
        #expect(help.output.contains("\nENVIRONMENT\n") && help.output.contains("\nEXIT STATUS\n"))
        let version = try run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("wishlist "))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try run(["--frobnicate"])
        #expect(result.status == 64)
        #expect(result.error == "wishlist: unknown option '--frobnicate' (see wishlist --help)\n")
        #expect(result.output.isEmpty)
    }

    @Test func notATerminalIsOneClearLine() throws {
        let result = try run(["--demo"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("wishlist: standard input and output must be a terminal"))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
        #expect(!result.error.contains("\u{1b}"))
    }
}
