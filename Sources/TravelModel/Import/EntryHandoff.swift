import Foundation

/// A file's entries read on a thread of their own while the caller writes them (`DocumentFile.readEntriesAlongside`):
/// at a million expenses, reading and decoding the JSON and writing the rows (SQLite and its indexes) take
/// about as long each, and a machine has two cores or more. The values go from the reader to the caller in
/// batches, at most `queueLength` of them waiting, so that the memory is a few batches' whatever the file.
///
/// Safety of `@unchecked Sendable`: its stored `var`s are read and written only between `condition.lock()` and
/// `condition.unlock()` (every method takes the lock first, `NSCondition.wait()` gives it back only while
/// waiting), so no two threads touch them at once; its `let`s are an `NSCondition`, which is thread-safe; and
/// what crosses threads in it (`Item`, the outcome) is `Sendable`.
final class EntryHandoff<Value: Sendable>: @unchecked Sendable {
    /// How many values a batch holds.
    static var batchSize: Int { 1024 }
    /// How many batches may wait for the caller.
    static var queueLength: Int { 4 }

    /// What the reader hands over: some values, or how far it has come (said to the caller in order).
    enum Item: Sendable {
        case values([Value])
        case progress(ImportProgress)
    }

    /// Thrown to the reader when the caller has stopped taking (it failed to write).
    struct Stopped: Error {}

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var items: [Item] = []
    private var waitingBatches = 0
    private var outcome: Result<ListReading, any Error>?
    private var isStopped = false

    /// Hands `item` over, waiting while `queueLength` batches wait (the reader's side).
    ///
    /// - Throws: `Stopped` once the caller has stopped taking.
    func put(_ item: Item) throws {
        condition.lock()
        defer { condition.unlock() }
        let isBatch = if case .values = item { true } else { false }
        while isBatch, waitingBatches >= Self.queueLength, !isStopped {
            condition.wait()
        }
        guard !isStopped else { throw Stopped() }
        items.append(item)
        if isBatch { waitingBatches += 1 }
        condition.broadcast()
    }

    /// Says the reading has ended, with its outcome (the reader's side, last).
    func end(_ outcome: Result<ListReading, any Error>) {
        condition.lock()
        self.outcome = outcome
        condition.broadcast()
        condition.unlock()
    }

    /// The next item, waiting for it; nil once the reading has ended and everything was taken (the caller's side).
    func next() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty, outcome == nil {
            condition.wait()
        }
        guard !items.isEmpty else { return nil }
        let item = items.removeFirst()
        if case .values = item { waitingBatches -= 1 }
        condition.broadcast()
        return item
    }

    /// How the reading ended; nil before it has.
    var result: Result<ListReading, any Error>? {
        condition.lock()
        defer { condition.unlock() }
        return outcome
    }

    /// Stops taking: the reader's next `put` throws (the caller's side, when it cannot go on).
    func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }
}

extension DocumentFile {
    /// Reads the file as `readEntries(progress:each:)` does, on a thread of its own, while `body` takes each
    /// value on the caller's thread, in order (as does `progress`): the reading and the writing overlap. Each
    /// value is prepared on the reading thread first, by the function `preparation` makes there (with what it
    /// keeps between entries, which never leaves that thread): work an entry's write needs that does not need
    /// the database, taken off the writing thread, which has the more to do.
    ///
    /// - Throws: what `body` or the preparation throws, which stops the reading (the thread has ended when this
    ///   returns).
    func readEntriesAlongside<Prepared: Sendable>(
        progress: (ImportProgress) -> Void, preparing preparation: @escaping @Sendable () -> (Element) throws -> Prepared,
        each body: (Prepared) throws -> Void
    ) throws -> ListReading {
        let handoff = EntryHandoff<Prepared>()
        let ended = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            let prepare = preparation()
            var batch: [Prepared] = []
            batch.reserveCapacity(EntryHandoff<Prepared>.batchSize)
            handoff.end(Result {
                let reading = try readEntries(progress: { try? handoff.put(.progress($0)) }) { value in
                    batch.append(try prepare(value))
                    if batch.count == EntryHandoff<Prepared>.batchSize {
                        try handoff.put(.values(batch))
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                try handoff.put(.values(batch))
                return reading
            })
            ended.signal()
        }
        // The main thread's: an entry is read with recursion as deep as its nesting.
        thread.stackSize = 8 << 20
        thread.start()
        defer {
            handoff.stop()
            ended.wait()
        }
        while let item = handoff.next() {
            switch item {
            case .values(let values):
                for value in values {
                    try body(value)
                }
            case .progress(let reported):
                progress(reported)
            }
        }
        // The reading has ended (`next()` gave nil only then).
        return try handoff.result?.get() ?? .missing
    }
}
