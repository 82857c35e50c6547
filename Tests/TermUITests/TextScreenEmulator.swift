/// The characters an xterm-like terminal shows after the bytes it was sent, for tests that check what a real
/// terminal ends up with rather than what ncurses believes: cursor moves, erasing, inserting and deleting
/// characters (ICH, DCH), repeating one (REP), the cursor saved and restored, autowrap; colours and attributes,
/// modes, and strings (DCS such as sixel, OSC, APC) are read past. One column a character: tests that use it
/// draw no wide ones. It also keeps the cells where xterm would forget a sixel image it stores (`forgetting`).
struct TextScreenEmulator {
    private(set) var rows: [[Character]]
    /// The cells (row, column) over which xterm forgets the sixel images it keeps to draw again when exposed,
    /// since the last `forgetNothingYet()`: those characters were written to, and those cleared by ED below the
    /// cursor's row or by clearing the whole screen; never those erased by ECH, EL or ED on the cursor's row.
    private(set) var forgetting: Set<[Int]> = []
    private let columns: Int
    private var row = 0, column = 0
    private var saved = (row: 0, column: 0)
    private var wrapsNext = false
    private var autowrap = true
    private var last: Character = " "

    /// A blank screen of `columns` by `rows`.
    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// Starts `forgetting` again, empty.
    mutating func forgetNothingYet() { forgetting.removeAll() }

    /// The screen's row `index` as text.
    func text(ofRow index: Int) -> String { String(rows[index]) }

    /// Applies `text`, as the terminal would read it.
    mutating func apply(_ text: String) {
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}": escape(&scalars)
            case "\r": column = 0; wrapsNext = false
            case "\n": row = min(rows.count - 1, row + 1); wrapsNext = false
            case "\u{8}": column = max(0, column - 1); wrapsNext = false
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: break
            default: put(Character(scalar))
            }
        }
    }

    private mutating func put(_ character: Character) {
        if wrapsNext {
            wrapsNext = false
            column = 0
            row = min(rows.count - 1, row + 1)
        }
        rows[row][column] = character
        forgetting.insert([row, column])
        last = character
        if column == columns - 1 {
            wrapsNext = autowrap
        } else {
            column += 1
        }
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let kind = scalars.popFirst() else { return }
        switch kind {
        case "[": controlSequence(&scalars)
        case "7": saved = (row, column)
        case "8": (row, column) = saved; wrapsNext = false
        case "(", ")": _ = scalars.popFirst()
        case "P", "]", "_", "^", "X":
            // A string, to ST (ESC \) or, for OSC, BEL.
            while let scalar = scalars.popFirst() {
                if scalar == "\u{7}" && kind == "]" { break }
                if scalar == "\u{1B}" && scalars.first == "\\" { scalars.removeFirst(); break }
            }
        default: break
        }
    }

    private mutating func controlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        var parameters = ""
        var final: Unicode.Scalar = "@"
        while let scalar = scalars.popFirst() {
            if (0x40...0x7E).contains(scalar.value) { final = scalar; break }
            parameters.unicodeScalars.append(scalar)
        }
        let isPrivate = parameters.hasPrefix("?") || parameters.hasPrefix(">")
        let numbers = parameters.filter { $0.isNumber || $0 == ";" }.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        func number(_ index: Int, default value: Int = 1) -> Int { index < numbers.count && numbers[index] > 0 ? numbers[index] : value }
        if isPrivate {
            if parameters == "?7h" { autowrap = true }
            if parameters == "?7l" { autowrap = false }
            return
        }
        wrapsNext = false
        let blank: Character = " "
        switch final {
        case "H", "f": row = min(rows.count, number(0)) - 1; column = min(columns, number(1)) - 1
        case "A": row = max(0, row - number(0))
        case "B": row = min(rows.count - 1, row + number(0))
        case "C": column = min(columns - 1, column + number(0))
        case "D": column = max(0, column - number(0))
        case "G": column = min(columns, number(0)) - 1
        case "d": row = min(rows.count, number(0)) - 1
        case "K":
            switch number(0, default: 0) {
            case 1: for x in 0...column { rows[row][x] = blank }
            case 2: rows[row] = Array(repeating: blank, count: columns)
            default: for x in column..<columns { rows[row][x] = blank }
            }
        case "J":
            let mode = number(0, default: 0)
            if mode == 2 || mode == 3 {
                rows = Array(repeating: Array(repeating: blank, count: columns), count: rows.count)
                for y in 0..<rows.count { for x in 0..<columns { forgetting.insert([y, x]) } }
            } else {
                for y in (row + 1)..<rows.count { for x in 0..<columns { forgetting.insert([y, x]) } }
                for x in column..<columns { rows[row][x] = blank }
                for y in (row + 1)..<rows.count { rows[y] = Array(repeating: blank, count: columns) }
            }
        case "X": for x in column..<min(columns, column + number(0)) { rows[row][x] = blank }
        case "P":
            let count = min(number(0), columns - column)
            rows[row].removeSubrange(column..<(column + count))
            rows[row] += Array(repeating: blank, count: count)
        case "@":
            let count = min(number(0), columns - column)
            rows[row].insert(contentsOf: Array(repeating: blank, count: count), at: column)
            rows[row].removeLast(count)
        case "b": for _ in 0..<number(0) { put(last) }
        default: break
        }
    }
}
