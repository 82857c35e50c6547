/// Fitting columns into a width: a grid's and a table's columns share it the same way.
enum ColumnWidths {
    /// Widths narrowed to fit `available` cells in all: the widest columns give up room first, down to the
    /// width of the next widest (a water line lowered from the top), none below its minimum. Widths that fit
    /// already are returned as they are; when even the minimums do not fit, the minimums are returned.
    static func fitted(_ widths: [Int], minimums: [Int]? = nil, into available: Int) -> [Int] {
        let available = max(0, available)
        guard widths.reduce(0, +) > available else { return widths }
        let floors = minimums.map { zip(widths, $0).map { min($0, $1) } } ?? widths.map { _ in 0 }
        // The lowest line at which the widths, each cut to the line but kept at its floor, fit.
        func total(cappedAt line: Int) -> Int {
            zip(widths, floors).reduce(0) { $0 + max($1.1, min($1.0, line)) }
        }
        var low = 0, high = widths.max() ?? 0
        while low < high {
            let middle = (low + high + 1) / 2
            if total(cappedAt: middle) <= available { low = middle } else { high = middle - 1 }
        }
        var result = zip(widths, floors).map { max($0.1, min($0.0, low)) }
        // Whole cells left under the line go to the columns that were cut, first ones first.
        var left = available - result.reduce(0, +)
        for index in result.indices where left > 0 && result[index] < widths[index] {
            result[index] += 1
            left -= 1
        }
        return result
    }

    /// Widths widened to fill `available` cells: the room left over goes to the columns that may grow (all
    /// of them when none is marked), in equal shares, each up to its maximum.
    static func filled(_ widths: [Int], growable: [Bool], maximums: [Int?], into available: Int) -> [Int] {
        var result = widths
        var left = available - widths.reduce(0, +)
        var candidates = result.indices.filter { growable[$0] }
        while left > 0, !candidates.isEmpty {
            let share = max(1, left / candidates.count)
            for index in candidates where left > 0 {
                let room = maximums[index].map { $0 - result[index] } ?? Int.max
                let grow = min(share, room, left)
                result[index] += grow
                left -= grow
            }
            candidates = candidates.filter { index in maximums[index].map { result[index] < $0 } ?? true }
        }
        return result
    }
}
