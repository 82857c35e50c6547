import Foundation
import Glibc
import Testing
@testable import TravelModel

/// The lock on a data directory holds whatever is done to `wishlist.lock` while it is held: removed, replaced
/// by a new file or by a FIFO, a second copy is still refused; and a lock file that is not a regular file is
/// refused, never waited on.
@Suite("DataLock")
@MainActor
struct DataLockTests {
    static func calendar() throws -> Calendar { try gregorian("Europe/Berlin") }
    static func now() throws -> Date { try moment(calendar(), 2026, 11, 29, 14, 15, 2) }

    /// What can be done to the lock file of a running copy.
    enum Tampering: String, CaseIterable, CustomTestStringConvertible {
        case removed, replacedByANewFile, replacedByAFIFO, replacedByALink

        var testDescription: String { rawValue }

        func apply(to url: URL) throws {
            try #require(unlink(url.path) == 0)
            switch self {
            case .removed: break
            case .replacedByANewFile: try write("", to: url)
            case .replacedByAFIFO: try #require(mkfifo(url.path, 0o600) == 0)
            case .replacedByALink: try #require(symlink("/dev/null", url.path) == 0)
            }
        }
    }

    @Test("A second DataLock.acquire is refused as in use after the lock file was tampered with",
          arguments: Tampering.allCases)
    func acquireAfterTampering(tampering: Tampering) throws {
        let directory = try TemporaryDirectory()
        let first = try DataLock.acquire(in: directory.url)
        try tampering.apply(to: first.url)
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try DataLock.acquire(in: directory.url)
        }
        #expect(first.isHeld)
    }

    @Test("A second SavedData.open is refused as in use after the lock file was tampered with, and changes nothing",
          arguments: Tampering.allCases)
    func openAfterTampering(tampering: Tampering) throws {
        let directory = try TemporaryDirectory()
        let data = try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        let lock = try #require(data.lock)
        try tampering.apply(to: lock.url)
        let before = try directory.names()
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try SavedData.open(directory: directory.url, now: try Self.now(), calendar: try Self.calendar())
        }
        #expect(try directory.names() == before)
        #expect(data.budget.store.database.lock?.isHeld == true)
    }

    @Test("Without another copy, a lock file that is not a regular file is refused with what it is, never waited on",
          arguments: [(Tampering.replacedByAFIFO, "a FIFO"), (.replacedByALink, "a symbolic link")])
    func notARegularFile(tampering: Tampering, kind: String) throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(DataLock.fileName)
        try write("", to: url)
        try tampering.apply(to: url)
        let expected = DataFileError.cannotLock(
            path: url.path, reason: .lockNotAFile(kind: kind))
        #expect(throws: expected) { try DataLock.acquire(in: directory.url) }
        #expect(expected.description == "Cannot lock \(url.path): it is \(kind), not a regular file; move it away and start wishlist again")
        // Left where it was, and the directory is not left locked.
        var info = stat()
        #expect(lstat(url.path, &info) == 0 && RegularFile.kind(ofMode: info.st_mode) == kind)
        unlink(url.path)
        #expect(try acquireSoon { try DataLock.acquire(in: directory.url) }.isHeld)
    }

    @Test("An earlier version holding only wishlist.lock keeps a new copy out")
    func earlierVersionKeepsNewCopyOut() throws {
        let directory = try TemporaryDirectory()
        let url = directory.appending(DataLock.fileName)
        let earlier = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(earlier >= 0)
        defer { close(earlier) }
        try #require(flock(earlier, LOCK_EX | LOCK_NB) == 0)
        #expect(throws: DataFileError.inUse(directory: directory.path)) {
            try DataLock.acquire(in: directory.url)
        }
        // And the new copy, refused, did not keep the directory locked.
        flock(earlier, LOCK_UN)
        #expect(try acquireSoon { try DataLock.acquire(in: directory.url) }.isHeld)
    }

    @Test("A new copy keeps an earlier version out: the lock file it locks is the one at the path")
    func newCopyKeepsEarlierVersionOut() throws {
        let directory = try TemporaryDirectory()
        let lock = try DataLock.acquire(in: directory.url)
        let earlier = open(lock.url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(earlier >= 0)
        defer { close(earlier) }
        #expect(flock(earlier, LOCK_EX | LOCK_NB) == -1 && errno == EWOULDBLOCK)
    }

    @Test("The data directory's own descriptor is locked, so flock(1) on the directory is refused while the app runs")
    func directoryIsLocked() throws {
        let directory = try TemporaryDirectory()
        let lock = try DataLock.acquire(in: directory.url)
        let other = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(other >= 0)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) == -1 && errno == EWOULDBLOCK)
        lock.release()
        #expect(!lock.isHeld)
        // Free once released (soon: a child forked by another test may share the descriptor until it execs).
        let deadline = Date().addingTimeInterval(2)
        while flock(other, LOCK_EX | LOCK_NB) != 0, Date() < deadline { usleep(10_000) }
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
    }
}
