/// How a `TextEditor` shows, as SwiftUI's `TextEditorStyle`. A terminal text editor is rows of text with a
/// cursor, whatever the style.
public protocol TextEditorStyle {}

/// The built-in look, as SwiftUI's `AutomaticTextEditorStyle`.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
}

/// Without decoration, as SwiftUI's `PlainTextEditorStyle`; the same as the built-in look here.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The built-in look.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// Without decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// Sets how the text editors inside show, as in SwiftUI; a terminal editor draws its text alike in every
    /// style, so this changes nothing.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View { self }
}
