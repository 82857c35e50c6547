import Foundation
import Glibc
import Testing
@testable import TravelModel

/// wishlist's files in the data directory are the user's alone: made 0600 (folders 0700), and made so at
/// start, with a notice, when another tool left them readable by others; nothing else in the directory is
/// touched. (The umask is the process's: these tests never change it; the end-to-end tests run the app under
/// umasks 000, 022 and 077.)
@Suite("Private data files")
@MainActor
struct PrivateDataFilesTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    static func open(_ directory: TemporaryDirectory) throws -> SavedData {
        try acquireSoon { try SavedData.open(directory: directory.url, now: try now(), calendar: try calendar()) }
    }

    /// The permission bits of what is at `url`, not following a link.
    static func mode(of url: URL) -> mode_t {
        var info = stat()
        #expect(lstat(url.path, &info) == 0, "\(url.path)")
        return info.st_mode & 0o7777
    }

    @Test("Files left readable by others are made private at start and said in one line; nothing else is touched")
    func madePrivateAtStart() throws {
        let directory = try TemporaryDirectory()
        do {
            let data = try Self.open(directory)
            _ = try UserPictures(dataDirectory: directory.url).add(try #require(Picture(width: 1, height: 1, pixels: [1, 2, 3])))
            data.budget.store.database.flush()
        }
        let picture = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.appending("pictures").path).first)
        try write("{}", to: directory.appending("expenses.json.imported-20261101-101010"))
        try write("mine", to: directory.appending("notes.txt"))
        let outside = try TemporaryDirectory()
        try write("elsewhere", to: outside.appending("target"))
        #expect(symlink(outside.appending("target").path, directory.appending("trips.json.corrupt-1").path) == 0)
        let loose: [(String, mode_t)] = [
            ("wishlist.sqlite", 0o644), ("wishlist.lock", 0o666), ("expenses.json.imported-20261101-101010", 0o604),
            ("pictures", 0o755), ("pictures/" + picture, 0o644), ("notes.txt", 0o644),
        ]
        for (name, mode) in loose {
            try #require(chmod(directory.appending(name).path, mode) == 0)
        }
        try #require(chmod(outside.appending("target").path, 0o644) == 0)

        let data = try Self.open(directory)
        #expect(data.notices.map(\.description) == [
            "expenses.json.imported-20261101-101010, wishlist.lock, wishlist.sqlite and 1 more could be read by other users; now only you can."])
        for name in ["wishlist.sqlite", "wishlist.lock", "expenses.json.imported-20261101-101010", "pictures/" + picture] {
            #expect(Self.mode(of: directory.appending(name)) == 0o600, "\(name)")
        }
        #expect(Self.mode(of: directory.appending("pictures")) == 0o700)
        #expect(Self.mode(of: directory.appending("notes.txt")) == 0o644, "not wishlist's")
        #expect(Self.mode(of: outside.appending("target")) == 0o644, "a link is not followed")
    }

    @Test("Every file the app makes is private, and a start with all of them private says nothing")
    func everyFileIsPrivate() throws {
        let directory = try TemporaryDirectory()
        do {
            let data = try Self.open(directory)
            data.budget.store.add(Expense(title: "Tea", amount: 3, category: .other, date: try Self.now()))
            data.budget.store.database.flush()
        }
        for name in try directory.names() {
            #expect(Self.mode(of: directory.appending(name)) == 0o600, "\(name)")
        }
        #expect(try Self.open(directory).notices.map(\.description) == [])
    }

    @Test("The notice names up to three files (the pictures folder as one) and counts the others")
    func noticeOfMany() throws {
        let directory = try TemporaryDirectory()
        #expect(PrivateDataFiles.makePrivate(in: directory.url) == nil)
        try write("", to: directory.appending("wishlist.sqlite"))
        try #require(chmod(directory.appending("wishlist.sqlite").path, 0o640) == 0)
        #expect(PrivateDataFiles.makePrivate(in: directory.url)?.description == "wishlist.sqlite could be read by other users; now only you can.")
        for name in ["trips.json", "wishlist.sqlite"] {
            try write("", to: directory.appending(name))
            try #require(chmod(directory.appending(name).path, 0o644) == 0)
        }
        #expect(PrivateDataFiles.makePrivate(in: directory.url)?.description == "trips.json and wishlist.sqlite could be read by other users; now only you can.")
        try FileManager.default.createDirectory(at: directory.appending("pictures"), withIntermediateDirectories: false)
        try #require(chmod(directory.appending("pictures").path, 0o750) == 0)
        #expect(PrivateDataFiles.makePrivate(in: directory.url)?.description == "pictures/ could be read by other users; now only you can.")
    }
}
