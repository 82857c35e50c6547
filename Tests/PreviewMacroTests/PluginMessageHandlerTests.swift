import Foundation
import Testing
@testable import PreviewMacroExpansion

/// The plugin's answers to the compiler's messages, as JSON in and out.
struct PluginMessageHandlerTests {
    private func answer(_ json: String, handler: inout PluginMessageHandler) throws -> [String: Any] {
        let data = handler.answer(Data(json.utf8))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private let capability = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#

    private func expansionMessage(source: String) throws -> String {
        let message: [String: Any] = ["expandFreestandingMacro": [
            "macro": ["moduleName": "TermUIMacros", "typeName": "PreviewMacro", "name": "Preview"],
            "macroRole": "declaration",
            "discriminator": "$s4Demo0A5ViewsfMf_",
            "syntax": [
                "kind": "declaration", "source": source,
                "location": ["fileID": "Demo/Views.swift", "fileName": "/src/Demo/Views.swift", "offset": 100,
                             "line": 12, "column": 1],
            ],
        ]]
        let data = try JSONSerialization.data(withJSONObject: message)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theCapabilityIsTheCompilersVersionAtMostOurs() throws {
        var handler = PluginMessageHandler()
        let reply = try answer(#"{"getCapability":{"capability":{"protocolVersion":9}}}"#, handler: &handler)
        let version = ((reply["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any])?["protocolVersion"]
        #expect(version as? Int == PluginMessageHandler.protocolVersion)

        var older = PluginMessageHandler()
        let olderReply = try answer(#"{"getCapability":{"capability":{"protocolVersion":4}}}"#, handler: &older)
        let olderVersion = ((olderReply["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any])?["protocolVersion"]
        #expect(olderVersion as? Int == 4)
    }

    @Test func aPreviewExpandsToItsViewAndRecord() throws {
        var handler = PluginMessageHandler()
        _ = try answer(capability, handler: &handler)
        let reply = try answer(try expansionMessage(source: "#Preview(\"Row\") {\n  Text(\"a\")\n}"), handler: &handler)
        let result = try #require(reply["expandMacroResult"] as? [String: Any])
        let source = try #require(result["expandedSource"] as? String)
        #expect((result["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(source.contains("fileprivate struct $s4Demo0A5ViewsfMf_11PreviewViewfMu_: TermUIViews.View"))
        #expect(source.contains("fileprivate enum $s4Demo0A5ViewsfMf_13PreviewRecordfMu_"))
        #expect(source.contains("static let record: TermUIViews.__PreviewContentRecord"), "static: the same inside a type")
        #expect(source.contains(#"TermUIViews.Preview("Row", fileID: "Demo/Views.swift", line: 12, column: 1)"#))
        #expect(source.contains("@section(\"swift5_tests\")"))
    }

    @Test func thePreviewsLineIsItsOwnNotItsLeadingTrivias() throws {
        // The compiler sends the text from just after the token before the macro: its line is that token's.
        var handler = PluginMessageHandler()
        _ = try answer(capability, handler: &handler)
        let reply = try answer(try expansionMessage(source: "\n\n// A comment\n  #Preview(\"Row\") { Text(\"a\") }"), handler: &handler)
        let source = try #require((reply["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String)
        #expect(source.contains(#"fileID: "Demo/Views.swift", line: 15, column: 3"#))
        let sameLine = try answer(try expansionMessage(source: "  #Preview { Text(\"a\") }"), handler: &handler)
        let sameLineSource = try #require((sameLine["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String)
        #expect(sameLineSource.contains("line: 12, column: 3"))
    }

    @Test func aBadPreviewIsAnErrorDiagnosticAtItsPlace() throws {
        var handler = PluginMessageHandler()
        _ = try answer(capability, handler: &handler)
        let reply = try answer(try expansionMessage(source: "#Preview(\"Row\")"), handler: &handler)
        let result = try #require(reply["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] == nil)
        let diagnostic = try #require((result["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["severity"] as? String == "error")
        let position = try #require(diagnostic["position"] as? [String: Any])
        #expect(position["fileName"] as? String == "/src/Demo/Views.swift")
        #expect(position["offset"] as? Int == 100)
    }

    @Test func previewableAloneExpandsToNothing() throws {
        var handler = PluginMessageHandler()
        _ = try answer(capability, handler: &handler)
        let reply = try answer(#"{"expandAttachedMacro":{"macro":{"moduleName":"TermUIMacros","typeName":"PreviewableMacro","name":"Previewable"},"macroRole":"peer","discriminator":"d"}}"#, handler: &handler)
        let result = try #require(reply["expandMacroResult"] as? [String: Any])
        #expect(result["expandedSource"] as? String == "")
    }

    @Test func garbageAndUnknownMessagesGetErrorsNotCrashes() throws {
        var handler = PluginMessageHandler()
        for message in ["not json", "[]", #"{"somethingNew":{}}"#, #"{"expandFreestandingMacro":{}}"#] {
            let reply = try answer(message, handler: &handler)
            let result = try #require(reply["expandMacroResult"] as? [String: Any])
            #expect((result["diagnostics"] as? [Any])?.count == 1)
        }
        let library = try answer(#"{"loadPluginLibrary":{"libraryPath":"/x.so","moduleName":"X"}}"#, handler: &handler)
        #expect((library["loadPluginLibraryResult"] as? [String: Any])?["loaded"] as? Bool == false)
    }

    @Test func anOlderCompilerGetsTheOlderAnswer() throws {
        var handler = PluginMessageHandler()
        _ = try answer(#"{"getCapability":{"capability":{"protocolVersion":3}}}"#, handler: &handler)
        let reply = try answer(try expansionMessage(source: "#Preview { Text(\"a\") }"), handler: &handler)
        #expect(reply["expandFreestandingMacroResult"] != nil)
    }

    @Test func framesAreALittleEndianLengthThenTheMessage() {
        let framed = PluginMessageFraming.frame(Data("{}".utf8))
        #expect(Array(framed) == [2, 0, 0, 0, 0, 0, 0, 0, UInt8(ascii: "{"), UInt8(ascii: "}")])
        #expect(PluginMessageFraming.length(ofHeader: framed.prefix(8)) == 2)
        #expect(PluginMessageFraming.length(ofHeader: Data([1, 2])) == nil)
    }
}
