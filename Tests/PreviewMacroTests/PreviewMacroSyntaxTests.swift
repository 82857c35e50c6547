import Testing
@testable import PreviewMacroExpansion

/// The `#Preview` text the compiler sends, read into its name, traits and body.
struct PreviewMacroSyntaxTests {
    @Test func aBodyAlone() throws {
        let preview = try PreviewMacroSyntax.parse("#Preview {\n    Text(\"a\")\n}")
        #expect(preview == PreviewMacroSyntax(name: nil, traits: [], body: "{\n    Text(\"a\")\n}", previewables: []))
    }

    @Test func aName() throws {
        let preview = try PreviewMacroSyntax.parse(#"#Preview("Empty list") { ListView() }"#)
        #expect(preview.name == #""Empty list""#)
        #expect(preview.body == "{ ListView() }")
    }

    @Test func aNameAndTraits() throws {
        let preview = try PreviewMacroSyntax.parse(
            #"#Preview("Row", traits: .sizeThatFitsLayout, .fixedLayout(width: 40, height: 10)) { Row() }"#)
        #expect(preview.name == #""Row""#)
        #expect(preview.traits == [".sizeThatFitsLayout", ".fixedLayout(width: 40, height: 10)"])
        #expect(preview.body == "{ Row() }")
    }

    @Test func traitsWithoutAName() throws {
        let preview = try PreviewMacroSyntax.parse("#Preview(traits: .landscapeLeft) { Row() }")
        #expect(preview.name == nil)
        #expect(preview.traits == [".landscapeLeft"])
    }

    @Test func theBodyAsAnArgument() throws {
        let preview = try PreviewMacroSyntax.parse("#Preview(\"A\", body: {\n  Text(\"x\")\n})")
        #expect(preview.name == "\"A\"")
        #expect(preview.body == "{\n  Text(\"x\")\n}")
    }

    @Test func aQualifiedMacroName() throws {
        let preview = try PreviewMacroSyntax.parse("#TermUI.Preview { Row() }")
        #expect(preview.body == "{ Row() }")
    }

    @Test func bracesAndCommasInStringsAndCommentsDoNotCount() throws {
        let body = ###"""
            {
                Text("} ,")
                Text(#"raw "}" \(not interpolated"#)
                Text("\("nested } \(1 + (2))") }")
                Text("""
                    multi } line "quoted"
                    """)
                Text(##"""
                    raw multi """# } still inside
                    """##)
                // a } comment
                /* a } block /* nested } */ comment */
                Row()
            }
            """###
        let preview = try PreviewMacroSyntax.parse("#Preview(\"A, b\", traits: .portrait) " + body)
        #expect(preview.name == "\"A, b\"")
        #expect(preview.traits == [".portrait"])
        #expect(preview.body == body)
    }

    @Test func bracesAndQuotesInRegexLiteralsAndRawIdentifiersDoNotCount() throws {
        let body = ###"""
            {
                let bare = /a\}"b/
                let afterReturn = { return /}/ }
                let extended = #/"}/#
                let spread = ##/
                    x } " /# y
                    /##
                let `odd } name` = 1
                Text("\(bare)\(extended)\(spread)\(afterReturn)\(`odd } name`)")
            }
            """###
        let preview = try PreviewMacroSyntax.parse("#Preview(\"Regex\") " + body)
        #expect(preview.name == "\"Regex\"")
        #expect(preview.body == body)
    }

    @Test func divisionIsNotARegex() throws {
        // Were either `/` read as a regex's start, the `"` after it would open a string that hides the `}`.
        let body = #"{ Text("\(width / 2) \(total/count)") ; let half = (a)/b ; Text("/") }"#
        let preview = try PreviewMacroSyntax.parse("#Preview " + body)
        #expect(preview.body == body)
    }

    @Test func previewableDeclarationsLeaveTheBody() throws {
        let preview = try PreviewMacroSyntax.parse("""
            #Preview {
                @Previewable @State var count = 0
                @Previewable @State var items = [
                    "a", "b",
                ]
                @Previewable var plain: Int = 1; Text("\\(count)")
                Button("Add") { count += 1 }
            }
            """)
        #expect(preview.previewables == ["@State var count = 0", "@State var items = [\n        \"a\", \"b\",\n    ]",
                                         "var plain: Int = 1;"])
        #expect(!preview.body.contains("Previewable"))
        #expect(preview.body.contains("Text(\"\\(count)\")"))
        #expect(preview.body.contains("Button(\"Add\") { count += 1 }"))
    }

    @Test func aPreviewableEndingInALiteralEndsWithItsLine() throws {
        let preview = try PreviewMacroSyntax.parse("""
            #Preview {
                @Previewable @State var name = ""
                @Previewable @State var pattern = /a=/
                TextField("Name", text: $name)
            }
            """)
        #expect(preview.previewables == [#"@State var name = """#, "@State var pattern = /a=/"])
        #expect(preview.body.contains("TextField(\"Name\", text: $name)"))
    }

    @Test func previewableInAStringIsText() throws {
        let preview = try PreviewMacroSyntax.parse(#"#Preview { Text("@Previewable") }"#)
        #expect(preview.previewables.isEmpty)
        #expect(preview.body == #"{ Text("@Previewable") }"#)
    }

    @Test func previewableNestedDeeperIsAnError() {
        #expect(throws: PreviewMacroError.self) {
            try PreviewMacroSyntax.parse("#Preview { VStack { @Previewable @State var x = 0\n Text(\"\") } }")
        }
    }

    @Test func previewableOnALetIsAnError() {
        #expect(throws: PreviewMacroError.self) {
            try PreviewMacroSyntax.parse("#Preview {\n @Previewable let x = 0\n Text(\"\")\n}")
        }
    }

    @Test func aMissingBodyIsAnErrorWhereTheMacroIs() {
        #expect(throws: PreviewMacroError("'#Preview' needs a body: #Preview { Text(\"Hello\") }", offset: 0)) {
            try PreviewMacroSyntax.parse("#Preview(\"Name\")")
        }
    }

    @Test func anUnclosedBodyIsAnError() {
        #expect(throws: PreviewMacroError.self) {
            try PreviewMacroSyntax.parse("#Preview { Text(\"a\")")
        }
    }

    @Test func anUnknownLabelIsAnError() {
        #expect(throws: PreviewMacroError.self) {
            try PreviewMacroSyntax.parse("#Preview(\"a\", colour: .red) { Text(\"a\") }")
        }
    }
}
