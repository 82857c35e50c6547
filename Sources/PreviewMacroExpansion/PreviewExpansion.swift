/// Where a macro is expanded, as the compiler says it: the discriminator that makes the expansion's names
/// unique, and the macro's place in its file.
public struct MacroExpansionSite: Equatable, Sendable {
    public var discriminator: String
    /// `#fileID`'s form, `Module/File.swift`.
    public var fileID: String
    public var line: Int
    public var column: Int

    public init(discriminator: String, fileID: String, line: Int, column: Int) {
        self.discriminator = discriminator
        self.fileID = fileID
        self.line = line
        self.column = column
    }
}

extension MacroExpansionSite {
    /// The site of the `#` of a macro whose source, as the compiler sends it, begins with the white space and
    /// comments before it: the compiler's line and column are where that text begins (just after the token
    /// before the macro, often on an earlier line), not where the macro is.
    func movedPastLeadingTrivia(of source: String) -> MacroExpansionSite {
        let scanner = SwiftSourceScanner(source)
        guard let start = scanner.nextSignificant(from: 0) else { return self }
        var moved = self
        let trivia = scanner.bytes[..<start]
        if let lastBreak = trivia.lastIndex(of: UInt8(ascii: "\n")) {
            moved.line += trivia.count { $0 == UInt8(ascii: "\n") }
            moved.column = start - lastBreak
        } else {
            moved.column += start
        }
        return moved
    }
}

/// What `#Preview` expands to: a view type holding the body (its `@Previewable` declarations become the
/// view's properties, so `@State` works as it does in a view), and a record in the binary's test content section
/// (`swift5_tests`, the section Swift Testing uses for its tests and leaves to other tools with a kind of their
/// own) whose accessor makes the `Preview`. `PreviewRegistry` finds the records at run time through the
/// runtime's list of loaded images: nothing is registered at start-up and no global variable changes.
public enum PreviewExpansion {
    /// The kind of TermUI's records in the test content section: "TUIP" read as a big-endian FourCC.
    public static let recordKind: UInt32 = 0x5455_4950

    /// A name the compiler accepts as unique to this expansion: the discriminator, the name's length and
    /// the name, then `fMu_`, as swift-syntax's `makeUniqueName` spells it. A freestanding macro at file scope
    /// may introduce only such names.
    public static func uniqueName(_ name: String, discriminator: String) -> String {
        "\(discriminator)\(name.utf8.count)\(name)fMu_"
    }

    /// The declarations a `#Preview` expands to.
    public static func expand(_ preview: PreviewMacroSyntax, at site: MacroExpansionSite) -> String {
        let viewName = uniqueName("PreviewView", discriminator: site.discriminator)
        let recordName = uniqueName("PreviewRecord", discriminator: site.discriminator)
        let properties = preview.previewables.map { "    \($0)\n" }.joined()
        var arguments: [String] = []
        if let name = preview.name { arguments.append(name) }
        if !preview.traits.isEmpty { arguments.append("traits: " + preview.traits.joined(separator: ", ")) }
        arguments.append("fileID: \(stringLiteral(site.fileID))")
        arguments.append("line: \(site.line)")
        arguments.append("column: \(site.column)")
        // The record is a static property of a type of its own, so that the same expansion is a declaration at
        // file scope and inside a type or an extension (where a plain `let` would be an instance's property).
        func record(inSection section: String) -> String {
            """
            fileprivate enum \(recordName) {
                @section(\(section))
                @used
                static let record: TermUIViews.__PreviewContentRecord = (
                    \(recordKind), 0,
                    { outValue, type, _, _ in
                        TermUIViews.Preview.__make(at: outValue, ifTypeIs: type) {
                            TermUIViews.Preview(\(arguments.joined(separator: ", "))) {
                                \(viewName)()
                            }
                        }
                    },
                    0, 0
                )
            }
            """
        }
        return """
            @MainActor
            fileprivate struct \(viewName): TermUIViews.View {
            \(properties)    var body: some TermUIViews.View {
                    TermUIViews.Preview.__content(\(preview.body))
                }
            }
            #if objectFormat(ELF) || objectFormat(Wasm)
            \(record(inSection: "\"swift5_tests\""))
            #elseif objectFormat(MachO)
            \(record(inSection: "\"__DATA_CONST,__swift5_tests\""))
            #endif
            """
    }

    /// Text as a Swift string literal, with quotes, backslashes and line breaks escaped.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
