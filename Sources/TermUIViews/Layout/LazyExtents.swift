/// The lengths of the children of a lazy stack along its axis, most of them estimated: a child not measured
/// yet counts as `estimate`. Finding where a child starts, or which child is at a position, costs the
/// logarithm of the count (a Fenwick tree of the differences from the estimate), so a stack of a million
/// children costs per frame what one of a dozen does.
struct LazyExtents {
    /// How many children there are.
    private(set) var count: Int
    /// The length of a child not measured yet.
    private(set) var estimate: Int
    /// The measured lengths, by index.
    private var measured: [Int: Int] = [:]
    /// Sums of (measured length - estimate) over ranges of children, as a Fenwick tree (1-based).
    private var tree: [Int]

    /// The extents of `count` children, none measured, each taken to be `estimate` long.
    init(count: Int, estimate: Int) {
        self.count = max(0, count)
        self.estimate = max(0, estimate)
        tree = Array(repeating: 0, count: self.count + 1)
    }

    /// Whether a child's length has been measured.
    func isMeasured(_ index: Int) -> Bool {
        measured[index] != nil
    }

    /// A child's length: measured, or the estimate.
    func length(of index: Int) -> Int {
        measured[index] ?? estimate
    }

    /// Records a child's measured length; returns whether it changed.
    @discardableResult
    mutating func setLength(_ length: Int, of index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        let old = self.length(of: index)
        measured[index] = length
        guard length != old else { return false }
        var position = index + 1
        while position <= count {
            tree[position] += length - old
            position += position & -position
        }
        return true
    }

    /// Where a child starts: the lengths of the children before it, plus `spacing` after each.
    func start(of index: Int, spacing: Int) -> Int {
        let index = max(0, min(index, count))
        var sum = 0
        var position = index
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return index * (estimate + spacing) + sum
    }

    /// The length of all the children with `spacing` between them.
    func total(spacing: Int) -> Int {
        count == 0 ? 0 : start(of: count, spacing: spacing) - spacing
    }

    /// The child at a position from the start (the last one whose start is at or before it), clamped to the
    /// children there are.
    func index(at position: Int, spacing: Int) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if start(of: middle, spacing: spacing) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
