import Foundation
import Synchronization
import Testing
@testable import TravelModel

/// Another machine's files applied on a connection of their own (`AppDatabase.sync(applyingThrough:)`, as the
/// running app's `SyncWatcher` does): the app's connection is not held while a file is applied.
@Suite("Sync applying through a connection of its own")
struct SyncApplyingConnectionTests {
    /// Waits until `condition` holds, for 5 s at most (a thread started on a loaded machine may wait long
    /// for its turn).
    private static func waitUntil(_ condition: () -> Bool) {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition(), ContinuousClock.now < deadline { usleep(1_000) }
    }

    /// A machine `a` that added `count` expenses and wrote them as one file, and `b`, which has not applied it.
    private func withFileOf(_ count: Int, _ body: (SyncMachine, SyncMachine) throws -> Void) throws {
        try withMachines { _, machines throws in
            let (a, b) = (machines[0], machines[1])
            syncAll(machines)
            let expenses = (0..<count).map { syncExpense("Expense \($0)", Decimal($0)) }
            a.change { connection in
                for expense in expenses { try ExpenseTable.insert(expense, in: connection) }
            }
            #expect(a.sync().filesWritten == 1)
            try body(a, b)
        }
    }

    @Test("A read through the app's connection while a file is being applied is answered at once, with the data as it was; then the file's changes are there")
    func readWhileApplying() throws {
        try withFileOf(200) { _, b throws in
            let applying = try #require(try b.database.openedAgain())
            let database = b.database
            // What the read saw, and whether it was answered while the file's transaction was still open.
            let seen = Mutex<(count: Int?, answeredInTime: Bool?)>((nil, nil))
            let answered = DispatchSemaphore(value: 0)
            let report = b.database.sync(applyingThrough: applying) {
                guard seen.withLock({ $0.answeredInTime == nil }) else { return }
                Thread.detachNewThread {
                    let count = try? database.read { try $0.prepare("SELECT count(*) FROM expense").rows { try $0.column(0, as: Int.self) }.first }
                    seen.withLock { $0.count = count ?? nil }
                    answered.signal()
                }
                let inTime = answered.wait(timeout: .now() + 5) == .success
                seen.withLock { $0.answeredInTime = inTime }
            }
            if seen.withLock({ $0.answeredInTime }) == false { answered.wait() }
            #expect(report.problems == [])
            #expect(report.filesApplied == 1)
            #expect(seen.withLock { $0.answeredInTime } == true)
            #expect(seen.withLock { $0.count } == 0)
            #expect(try b.expenses().count == 200)
        }
    }

    @Test("A write of the app while a large file is applied on the other connection is committed without a failure, and the file is applied after it, not sent back")
    func writeWhileApplying() throws {
        try withFileOf(1_000) { a, b throws in
            let applying = try #require(try b.database.openedAgain())
            let database = b.database
            let mine = syncExpense("Written meanwhile", 3)
            // Whether the write was started, whether it waited for the lock, and what its flush said once done.
            let write = Mutex<(started: Bool, waited: Bool, failure: String??)>((false, false, nil))
            let done = DispatchSemaphore(value: 0)
            let report = b.database.sync(applyingThrough: applying) {
                if !write.withLock({ $0.started }) {
                    write.withLock { $0.started = true }
                    Thread.detachNewThread {
                        database.write { try ExpenseTable.insert(mine, in: $0) }
                        let failure = database.flush()
                        write.withLock { $0.failure = .some(failure?.description) }
                        done.signal()
                    }
                    // The write is now waiting for the lock.
                    Self.waitUntil { database.hasWriteUnderWay }
                    write.withLock { $0.waited = database.hasWriteUnderWay }
                } else if write.withLock({ $0.failure == nil }) {
                    // A file being applied slowly: longer in all than a write may wait for the lock.
                    usleep(200_000)
                }
            }
            done.wait()
            #expect(write.withLock { $0.waited }, "the write waited for the lock while the file was applied")
            #expect(write.withLock { $0.failure } == .some(nil))
            #expect(report.problems == [])
            #expect(report.filesApplied == 1)
            #expect(try b.expenses().count == 1_001)
            // Only the write of this machine is sent: the file's changes are not recorded as its own.
            let outbox = try b.database.read { connection in
                try connection.prepare("SELECT content FROM sync_outbox").rows { try $0.column(0, as: Data.self) }
            }
            #expect(outbox.count == 1)
            if let content = outbox.first, case .whole(let file) = SyncFile.read(content) {
                #expect(try Changeset(bytes: file.changeset).changes().count == 1)
            } else {
                Issue.record("the outbox holds no whole file")
            }
            b.sync()
            #expect(a.sync().filesApplied == 1)
            #expect(try a.expenses()[mine.id]?.title == "Written meanwhile")
        }
    }

    @Test("A steady stream of the app's writes does not hold a file back: the last attempt keeps the lock to its end, and every write is committed")
    func steadyWritesDoNotHoldAFileBack() throws {
        try withFileOf(200) { _, b throws in
            let applying = try #require(try b.database.openedAgain())
            let database = b.database
            // The writes started and those committed, and their failures.
            let writes = Mutex<(started: Int, done: Int, failures: [String])>((0, 0, []))
            let report = b.database.sync(applyingThrough: applying) {
                let isWriting = writes.withLock { $0.started > $0.done }
                if !isWriting {
                    let number = writes.withLock { state in
                        state.started += 1
                        return state.started
                    }
                    Thread.detachNewThread {
                        database.write { try ExpenseTable.insert(syncExpense("Meanwhile \(number)"), in: $0) }
                        let failure = database.flush()
                        writes.withLock { state in
                            state.done += 1
                            if let failure { state.failures.append(failure.description) }
                        }
                    }
                }
                // A write is waiting for the lock at each step.
                Self.waitUntil { database.hasWriteUnderWay || writes.withLock { $0.started == $0.done } }
            }
            while writes.withLock({ $0.started > $0.done }) { usleep(1_000) }
            #expect(report.problems == [])
            #expect(report.filesApplied == 1, "the file is applied in this round")
            let (started, failures) = writes.withLock { ($0.started, $0.failures) }
            #expect(started >= 8, "each attempt met a write")
            #expect(failures == [])
            #expect(try b.expenses().count == 200 + started)
        }
    }
}
