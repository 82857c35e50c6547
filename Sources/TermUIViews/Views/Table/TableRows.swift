/// A table's rows as runs of values: counted, and found by index without making the others.
struct TableRows<Value: Identifiable> {
    private let runs: [TableRowRun<Value>]
    /// How many rows there are.
    let count: Int

    /// The rows of some runs.
    init(_ runs: [TableRowRun<Value>] = []) {
        self.runs = runs
        count = runs.reduce(0) { $0 + $1.count }
    }

    /// The value of the row at an index; nil past the last.
    func value(at index: Int) -> Value? {
        guard index >= 0 else { return nil }
        var offset = index
        for run in runs {
            if offset < run.count { return run.value(offset) }
            offset -= run.count
        }
        return nil
    }

    /// The id of the row at an index.
    func id(at index: Int) -> AnyHashable? {
        value(at: index).map { AnyHashable($0.id) }
    }

    /// The index of the row with an id: a search through the rows, made only when the app sets the
    /// selection, never for a key.
    func index(of id: AnyHashable) -> Int? {
        (0..<count).first { self.id(at: $0) == id }
    }
}
