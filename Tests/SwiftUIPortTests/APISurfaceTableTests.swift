import Foundation
import Testing

/// The API table of the documentation (`APISurface.md`) against the public declarations of TermUI's sources, so
/// that the table cannot drift: what it calls implemented or accepted is declared, and the types, property
/// wrappers and environment values it calls absent or not yet are not. A text check of the names (not of their
/// signatures or owners), which is cheap and catches a row left behind by a change.
struct APISurfaceTableTests {
    @Test func everyRowMarkedImplementedOrAcceptedNamesSomethingTermUIDeclares() throws {
        let table = try APISurfaceTable.read()
        let declared = try PublicDeclarations.read()
        #expect(table.rows.count > 300)
        var undeclared: [String] = []
        for row in table.rows where row.status == .implemented || row.status == .accepted {
            for name in row.names where !declared.declares(name) { undeclared.append("\(name) (line \(row.line))") }
        }
        #expect(undeclared.isEmpty, "marked implemented or accepted but not declared: \(undeclared)")
    }

    @Test func noTypeOrEnvironmentValueMarkedAbsentOrNotYetIsDeclared() throws {
        let table = try APISurfaceTable.read()
        let declared = try PublicDeclarations.read()
        var stale: [String] = []
        for row in table.rows where row.status == .absent || row.status == .notYet {
            for name in row.names where name.kind != .member && declared.declares(name) {
                stale.append("\(name) (line \(row.line))")
            }
        }
        #expect(stale.isEmpty, "marked absent or not yet but declared: \(stale)")
    }

    @Test func everyRowSaysWhatItIsAndAbsentOnesSayWhy() throws {
        let table = try APISurfaceTable.read()
        for row in table.rows {
            #expect(!row.names.isEmpty, "line \(row.line) names nothing")
            if row.status == .absent { #expect(!row.meaning.isEmpty, "line \(row.line) is absent without a reason") }
        }
    }

    /// The check itself: a name is found only in the kind of declaration it is written as.
    @Test func theCheckTellsTheKindsOfNameApart() {
        let declared = PublicDeclarations(source: """
            public struct Widget {}
            extension EnvironmentValues {
                public internal(set) var mood: Int { 0 }
            }
            extension View { public func sparkle(_ on: Bool) -> some View { self } }
            enum Level {
                case high, low
            }
            func hidden() {}
            """)
        #expect(declared.declares(TableName("Widget")))
        #expect(declared.declares(TableName("@Widget")))
        #expect(declared.declares(TableName("\\.mood")))
        #expect(declared.declares(TableName(".sparkle(_:)")))
        #expect(declared.declares(TableName(".low")))
        #expect(!declared.declares(TableName(".hidden()")))
        #expect(!declared.declares(TableName("\\.sparkle")))
        #expect(!declared.declares(TableName("Gadget")))
        #expect(!declared.declares(TableName(".mood(_:)")))
    }
}

/// A name as a row of the table writes it: `Text` a type, `@State` a property wrapper, `\.colorScheme` an
/// environment value, `.bold()` or `Text.bold(_:)` a member (a function when it has parentheses), `#Preview` a
/// macro, `withAnimation(_:_:)` a function.
struct TableName: CustomStringConvertible {
    enum Kind { case type, environmentValue, member, macro, function }
    let written: String
    let kind: Kind
    let identifier: String
    let isCalled: Bool

    init(_ written: String) {
        self.written = written
        var text = Substring(written)
        isCalled = written.contains("(")
        if text.hasPrefix("\\.") {
            kind = .environmentValue
            text = text.dropFirst(2)
        } else if text.hasPrefix("@") {
            kind = .type
            text = text.dropFirst()
        } else if text.hasPrefix("#") {
            kind = .macro
            text = text.dropFirst()
        } else if text.hasPrefix(".") {
            kind = .member
            text = text.dropFirst()
        } else if let dot = text.firstIndex(of: "."), dot < (text.firstIndex(of: "(") ?? text.endIndex) {
            kind = .member
            text = text[text.index(after: dot)...]
        } else {
            kind = text.first?.isUppercase == true ? .type : .function
        }
        identifier = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    var description: String { written }
}

/// The rows of `APISurface.md`.
struct APISurfaceTable {
    enum Status: String {
        case implemented, accepted, absent
        case notYet = "not yet"
    }

    struct Row {
        let line: Int
        let names: [TableName]
        let status: Status
        let meaning: String
    }

    let rows: [Row]

    static func read() throws -> APISurfaceTable {
        let url = PublicDeclarations.root.appendingPathComponent("Sources/TermUI/TermUI.docc/APISurface.md")
        return try APISurfaceTable(markdown: String(contentsOf: url, encoding: .utf8))
    }

    init(markdown: String) throws {
        var rows: [Row] = []
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("|"), cells.count == 5, cells[1] != "SwiftUI", !cells[1].hasPrefix("---") else { continue }
            guard let status = Status(rawValue: cells[2]) else {
                throw TableError(message: "line \(index + 1): unknown status \(cells[2])")
            }
            let spans = cells[1].split(separator: "`", omittingEmptySubsequences: false)
            let names = stride(from: 1, to: spans.count, by: 2).map { TableName(String(spans[$0])) }
            rows.append(Row(line: index + 1, names: names, status: status, meaning: cells[3]))
        }
        self.rows = rows
    }

    struct TableError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// The public names TermUI's sources declare, by kind: types (and macros), functions, other members (properties,
/// constants and enumeration cases), and the environment's values.
struct PublicDeclarations {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private(set) var types: Set<String> = []
    private(set) var functions: Set<String> = []
    private(set) var properties: Set<String> = []
    private(set) var environmentValues: Set<String> = []

    static func read() throws -> PublicDeclarations {
        var source = ""
        for target in ["TermUIBase", "TermUIViews", "TermUI"] {
            let folder = root.appendingPathComponent("Sources/\(target)")
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                source += try String(contentsOf: file, encoding: .utf8) + "\n"
            }
        }
        return PublicDeclarations(source: source)
    }

    init(source: String) {
        let modifiers = #"(?:(?:static|mutating|nonisolated|override|final|indirect|convenience|required|(?:internal|private)\(set\))\s+)*"#
        let identifier = #"`?([A-Za-z_][A-Za-z0-9_]*)"#
        collect(#"public\s+"# + modifiers + #"(?:struct|class|enum|protocol|typealias|actor|macro)\s+"# + identifier, in: source, into: \.types)
        collect(#"public\s+"# + modifiers + #"func\s+"# + identifier, in: source, into: \.functions)
        collect(#"public\s+"# + modifiers + #"(?:var|let)\s+"# + identifier, in: source, into: \.properties)
        // Enumeration cases carry no `public` of their own; any case counts (a cheap check).
        collect(#"(?m)^\s*case\s+([a-z][A-Za-z0-9_]*(?:\s*,\s*[a-z][A-Za-z0-9_]*)*)"#, in: source, into: \.properties)
        // The environment's values are the public properties of `extension EnvironmentValues`.
        var rest = Substring(source)
        while let start = rest.range(of: "extension EnvironmentValues {") {
            let body = rest[start.upperBound...]
            let end = body.range(of: "\n}")?.lowerBound ?? body.endIndex
            collect(#"public\s+"# + modifiers + #"var\s+"# + identifier, in: String(body[..<end]), into: \.environmentValues)
            rest = body[end...]
        }
    }

    private mutating func collect(_ pattern: String, in source: String, into names: WritableKeyPath<PublicDeclarations, Set<String>>) {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return }
        let whole = NSRange(source.startIndex..., in: source)
        for match in expression.matches(in: source, range: whole) {
            guard let range = Range(match.range(at: 1), in: source) else { continue }
            for name in source[range].split(separator: ",") {
                self[keyPath: names].insert(name.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    func declares(_ name: TableName) -> Bool {
        switch name.kind {
        case .type, .macro: types.contains(name.identifier)
        case .environmentValue: environmentValues.contains(name.identifier)
        case .function: functions.contains(name.identifier)
        case .member:
            functions.contains(name.identifier) || (!name.isCalled && properties.contains(name.identifier))
        }
    }
}
