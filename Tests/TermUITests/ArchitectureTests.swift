import Foundation
import Testing

/// TermUI's layers, as ARCHITECTURE.md lays them out, so that each can be read, and tested, knowing only what is
/// beneath it. Between targets the compiler enforces the layering (a target imports only those below it, and a
/// name from a target above is one it cannot find), and so it does between the views' lower layers and the rest
/// (the test target `TermUICoreLayer` compiles them alone); within a target the folders are finer layers, each
/// using only the folders below it, which this scan checks, of top-level names.
struct ArchitectureTests {
    /// TermUI's layered targets, bottom first, each with its folders, bottom first.
    static let targets: [(name: String, layers: [String])] = [
        ("TermUIBase", ["Geometry", "Render", "Input", "Terminal"]),
        ("TermUIViews", ["Animation", "Core", "State", "Paint", "Layout", "Views", "Navigation", "Runtime"]),
    ]

    /// A Swift file of TermUI: its layer and its code without comments and string literals.
    struct SourceFile {
        let path: String
        let layer: String
        let code: String
    }

    static func sourcesFolder(of target: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/\(target)")
    }

    static func sourceFiles(of target: String) throws -> [SourceFile] {
        let root = sourcesFolder(of: target)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let layer = String(relative.prefix { $0 != "/" })
            let text = try String(contentsOf: url, encoding: .utf8)
            files.append(SourceFile(path: relative, layer: layer, code: strippingCommentsAndStrings(text)))
        }
        return files
    }

    /// The code with `//` comments and the contents of one-line string literals removed.
    static func strippingCommentsAndStrings(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var result = ""
            var inString = false
            var previous: Character = " "
            var characters = Array(line)[...]
            while let character = characters.popFirst() {
                if !inString, character == "/", characters.first == "/" { break }
                if character == "\"", previous != "\\" { inString.toggle() } else if !inString { result.append(character) }
                previous = character
            }
            return result
        }.joined(separator: "\n")
    }

    /// The names a file declares at its top level (types and free functions), found by their keywords.
    static func topLevelNames(in code: String) -> [String] {
        let keywords: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor", "func"]
        let modifiers: Set<Substring> = [
            "open", "public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
        ]
        var names: [String] = []
        for line in code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            var words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "@" })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) { words = words.dropFirst() }
            guard let keyword = words.first, keywords.contains(keyword), let name = words.dropFirst().first else { continue }
            names.append(String(name))
        }
        return names
    }

    /// The identifiers a file uses that are not a member after a dot.
    static func usedNames(in code: String) -> Set<String> {
        var names = Set<String>()
        var word = ""
        var afterDot = false
        func finish() {
            if !word.isEmpty, !afterDot, !(word.first?.isNumber ?? false) { names.insert(word) }
            word = ""
        }
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                finish()
                afterDot = character == "."
            }
        }
        finish()
        return names
    }

    @Test(arguments: targets.map(\.name)) func everyFolderIsALayer(of target: String) throws {
        let layers = try #require(Self.targets.first { $0.name == target }).layers
        let folders = Set(try Self.sourceFiles(of: target).map(\.layer))
        #expect(folders == Set(layers), "folders of \(target) not in its layering: \(folders.symmetricDifference(layers))")
    }

    @Test(arguments: targets.map(\.name)) func eachFolderUsesOnlyTheFoldersBelowIt(in target: String) throws {
        let layers = try #require(Self.targets.first { $0.name == target }).layers
        let files = try Self.sourceFiles(of: target)
        #expect(files.count > 50, "the sources were not found at \(Self.sourcesFolder(of: target).path)")
        var owner: [String: String] = [:]
        for file in files {
            for name in Self.topLevelNames(in: file.code) where owner[name] == nil { owner[name] = file.layer }
        }
        var upward: [String] = []
        for file in files {
            guard let rank = layers.firstIndex(of: file.layer) else { continue }
            for name in Self.usedNames(in: file.code).sorted() {
                guard let layer = owner[name], let used = layers.firstIndex(of: layer), used > rank else { continue }
                upward.append("\(file.path) uses \(name) from \(layer)")
            }
        }
        #expect(upward.isEmpty, "\(upward.count) uses of a folder above:\n\(upward.joined(separator: "\n"))")
    }

    /// The views' lower layers that the test target `TermUICoreLayer` compiles alone on the base (links to their
    /// folders), so that the compiler, not this scan, refuses a use of the layers above them.
    static let layersCompiledAlone = ["Animation", "Core", "State", "Paint"]

    @Test func theCoreLayerTargetHoldsTheLowerLayersOfTheViews() throws {
        let views = try #require(Self.targets.first { $0.name == "TermUIViews" }).layers
        #expect(Array(views.prefix(Self.layersCompiledAlone.count)) == Self.layersCompiledAlone)
        let folder = Self.sourcesFolder(of: "TermUIViews").deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/TermUICoreLayer")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(entries == Self.layersCompiledAlone.sorted())
        for entry in entries {
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(entry).path)
            #expect(destination == "../../Sources/TermUIViews/\(entry)", "\(entry) links to \(destination)")
        }
    }

    /// A file that reaches `TermUIBase` only through the views' re-export (another file's `@_exported import`)
    /// makes the compiler treat the base as a module not checked for concurrency: each main-actor closure the file
    /// passes to it (a canvas's `restyleText`, say) then checks at run time that it runs on the main actor, a cost
    /// per cell that made every frame slower. So each file above the base that uses a name of it imports it.
    @Test(arguments: ["TermUIViews", "TermUICurses", "TermUITesting", "TermUI"])
    func eachFileAboveTheBaseImportsIt(in target: String) throws {
        let baseNames = Set(try Self.sourceFiles(of: "TermUIBase").flatMap { Self.topLevelNames(in: $0.code) })
        #expect(baseNames.count > 50, "the base's sources were not found at \(Self.sourcesFolder(of: "TermUIBase").path)")
        let files = try Self.sourceFiles(of: target)
        #expect(!files.isEmpty, "the sources were not found at \(Self.sourcesFolder(of: target).path)")
        let missing = files.filter { file in
            !file.code.split(separator: "\n").contains { $0 == "import TermUIBase" }
                && !Self.usedNames(in: file.code).isDisjoint(with: baseNames)
        }.map(\.path)
        #expect(missing.isEmpty, "files that use the base without importing it")
    }
}
