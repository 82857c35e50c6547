import Foundation
import TermUIBase

/// A one-line field for editing text or a formatted value, as in SwiftUI.
///
/// In a `Form` its label is at the leading edge and the field fills the rest of the row, text at the
/// trailing edge; elsewhere only the field shows. An empty field shows its prompt dim (outside a form, its title when it has no prompt). With
/// focus the field is underlined and the terminal cursor sits at the insertion point. Keys: printable
/// keys insert (any Unicode; pasted text arrives as keys), ← → Home End (Ctrl-A Ctrl-E) move, Backspace and
/// Delete erase, Ctrl-U clears, Ctrl-K erases to the end, Ctrl-W erases a word. Enter, Esc, Tab, ↑ ↓ and
/// other Control keys go on to the views around it. Text longer than the field scrolls sideways.
///
/// A value field (`value:format:`) keeps the text as typed and, on each edit, sets the binding to the value
/// the whole text stands for in the environment's locale (`ValueText`: never a number other than the one
/// typed); an optional binding is nil while the text is empty or gives no value, a non-optional one keeps
/// its last value. Text that gives none is drawn red, and leaving the field says why on the bottom row
/// ("12,50 is not a valid amount: this locale writes 12.50."); `valueTextProblem(_:)` hands the reason to the
/// form, and `valueFieldText(_:)` the text as typed (and the text to start from). A key the keyboard type
/// turns away (a letter in a `.decimalPad` field) flashes the field and says what it takes, and the text
/// after it gives no value until the user erases. When the field loses focus, text that gave a value is
/// shown formatted ($4.50), as in SwiftUI.
public struct TextField<Label: View>: View, PrimitiveView {
    let label: Label
    let prompt: Text?
    let value: TextFieldValue

    /// A text field with a label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.prompt = prompt
        value = .text(text)
    }

    /// A field for an optional value in a format, with a label view.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.label = label()
        self.prompt = prompt
        self.value = .optionalValue(value, format: format)
    }

    /// A field for a value in a format, with a label view.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.label = label()
        self.prompt = prompt
        self.value = .value(value, format: format)
    }

    func makeNode(context: NodeContext) -> Node {
        let node = TextFieldNode<Label>(context: context)
        node.update(self)
        return node
    }
}

extension TextField where Label == Text {
    /// A text field with a title (also its placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A text field with a title and a prompt shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A text field that SwiftUI grows along `axis` as the text does. A TermUI text field is one line that
    /// scrolls sideways along the text (a `TextEditor` wraps many lines), so `axis` is accepted.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }

    /// A text field with a prompt that SwiftUI grows along `axis`; `axis` is accepted (see above).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A text field with a string title (also its placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    /// A text field with a string title and a prompt shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field for an optional value in a format: `TextField("Amount", value: $amount, format: .number)`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field for a value in a format.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field for an optional value in a format, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field for a value in a format, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }
}

/// What a text field edits: a string, or a value through a format style.
@MainActor
struct TextFieldValue {
    /// The text the bound value shows as in an environment.
    let display: (EnvironmentValues) -> String
    /// Takes the text the user typed: sets the binding (to the value it reads as, for a value field).
    let commit: (String, EnvironmentValues) -> Void
    /// Whether the value goes through a format style (then the typed text is kept while it is edited).
    let isFormatted: Bool
    /// Holds the value back while the text is not what the user typed (a key was turned away): an optional
    /// value becomes nil, a value keeps what it was.
    var withhold: () -> Void = {}
    /// Why a text gives no value (text that does is nil, and so is an empty one: it shows the prompt); text
    /// that gives none is drawn red, and the message is what the field says of it.
    var problem: (String, EnvironmentValues) -> ValueProblem? = { _, _ in nil }
    /// The word for the field's values in messages ("amount", "number"); nil for a text field.
    var noun: String?

    /// A string.
    static func text(_ binding: Binding<String>) -> TextFieldValue {
        TextFieldValue(
            display: { _ in binding.wrappedValue },
            commit: { text, _ in binding.wrappedValue = text },
            isFormatted: false)
    }

    /// An optional value: nil while the text is empty or gives no value.
    static func optionalValue<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput?>, format: F) -> TextFieldValue
    where F.FormatOutput == String {
        TextFieldValue(
            display: { environment in binding.wrappedValue.map { format.adapted(to: environment).format($0) } ?? "" },
            commit: { text, environment in binding.wrappedValue = ValueText.read(text, with: format, in: environment).value },
            isFormatted: true,
            withhold: { binding.wrappedValue = nil },
            problem: { text, environment in ValueText.read(text, with: format, in: environment).problem },
            noun: ValueText.noun(of: format))
    }

    /// A value: kept as it was while the text gives none.
    static func value<F: ParseableFormatStyle>(_ binding: Binding<F.FormatInput>, format: F) -> TextFieldValue
    where F.FormatOutput == String {
        TextFieldValue(
            display: { environment in format.adapted(to: environment).format(binding.wrappedValue) },
            commit: { text, environment in
                if let value = ValueText.read(text, with: format, in: environment).value { binding.wrappedValue = value }
            },
            isFormatted: true,
            problem: { text, environment in ValueText.read(text, with: format, in: environment).problem },
            noun: ValueText.noun(of: format))
    }
}

/// The node of a `TextField`: the text being edited, the insertion point and the sideways scroll.
@MainActor
final class TextFieldNode<Label: View>: LabeledControlNode<TextField<Label>>, PasteTarget, AnimationTarget {
    private var value: TextFieldValue?
    /// The text being edited.
    private(set) var editor = EditableText()
    private var placeholder = ""
    /// The bound value's text when last read, to tell a change made elsewhere from the user's own edits.
    private var lastDisplay: String?
    private var wasFocused = false
    /// Why the text typed gives no value (then it is drawn red, and the value is not changed by it); nil
    /// when it gives one, is empty, or the field edits a string.
    private(set) var textProblem: String?
    /// The first key a value field turned away since its text was last erased from (a letter in an amount):
    /// while there is one, the text is not what the user typed, so it gives no value ("130 is not what was
    /// typed: “e” was left out.") until the user erases what is wrong or the text is replaced.
    private var leftOut: Character?
    /// Where in the text the key left out was typed (a character offset), so that the text as typed can be
    /// told to `valueFieldText(_:)` with it.
    private var leftOutOffset = 0
    /// A space typed after the value's text and left out, until the next key: if that key adds to the value,
    /// the space was inside it, and is said as left out.
    private var spaceAfterValue: Character?
    /// Whether the field shows that it turned a key away: reversed, for a moment (until the next key under
    /// reduced motion).
    private var showsRefusal = false
    /// Where the first visible column of the text is drawn.
    private var textOrigin = 0
    /// Whether the field has read its text once (a value field may start from `valueFieldText(_:)`'s).
    private var hasStarted = false

    override func update(_ view: TextField<Label>) {
        setLabel(view.label)
        value = view.value
        // In a form the title is shown beside the field, so only a prompt shows inside it.
        placeholder = view.prompt?.plainText ?? (showsLabel ? "" : label?.plainText ?? "")
        sync()
    }

    override func sync() {
        guard let value else { return }
        let display = readObserved { value.display(environment) }
        if value.isFormatted, !hasStarted {
            hasStarted = true
            if let start = environment.valueFieldText?.wrappedValue, !start.isEmpty, start != display {
                // Started from text typed earlier: read as an edit, once the graph has updated (the bindings'
                // owner is a view being updated).
                editor.replace(with: start)
                lastDisplay = display
                graph.runAfterUpdate { [weak self] in self?.commit() }
                return
            }
        }
        if value.isFormatted {
            // The typed text stays while the value is the one it gave; a value changed elsewhere replaces it.
            if display != lastDisplay {
                editor.replace(with: display)
                leftOut = nil
                if textProblem != nil {
                    textProblem = nil
                    // Not while the graph updates: the binding's owner is a view being updated.
                    let problem = environment.valueTextProblem
                    graph.runAfterUpdate { problem?.wrappedValue = nil }
                }
            }
        } else if display != editor.string {
            editor.replace(with: display)
        }
        lastDisplay = display
    }

    /// Sets the binding from the text after an edit.
    private func commit() {
        guard let value else { return }
        if editor.isEmpty { leftOut = nil }
        let problem: String?
        if let leftOut {
            value.withhold()
            let what = leftOut.isWhitespace
                ? TermUIText.localized("a space", in: environment) : EditableText.named(leftOut, in: environment)
            problem = TermUIText.localized(
                "%@ is not what was typed: %@ was left out.", [editor.string.trimmingCharacters(in: .whitespaces), what],
                in: environment)
        } else {
            value.commit(editor.string, environment)
            problem = value.problem(editor.string, environment)?.sentence
        }
        if problem != textProblem, let binding = environment.valueTextProblem { binding.wrappedValue = problem }
        // The text as the user typed it, the key left out included: kept and read again later (a draft), it
        // still gives no value, never the number the field shows without it.
        var typedText = editor.characters
        if let leftOut { typedText.insert(leftOut, at: min(leftOutOffset, typedText.count)) }
        if let typed = environment.valueFieldText, typed.wrappedValue != String(typedText) { typed.wrappedValue = String(typedText) }
        textProblem = problem
        lastDisplay = readObserved { value.display(environment) }
        invalidate(.layout)
    }

    // MARK: Layout

    override var showsLabel: Bool { environment.isInForm }

    override var valueFillsRow: Bool { true }

    override var idealValueWidth: Int {
        max(10, editor.columns + 1, Glyph.width(of: placeholder))
    }

    private var alignment: TextAlignment {
        environment.isInForm ? .trailing : environment.multilineTextAlignment
    }

    override func place(in rect: Rect) {
        super.place(in: rect)
        let focused = isFocused
        if wasFocused, !focused, let value, value.isFormatted {
            if let textProblem {
                // Leaving text that gives no value keeps it, and says why on the bottom row.
                graph.announce(textProblem)
            } else if let lastDisplay, !lastDisplay.isEmpty {
                // Leaving a value field shows the value formatted.
                editor.replace(with: lastDisplay)
            }
        }
        wasFocused = focused
        let width = valueRect.width
        if focused { editor.keepCursorVisible(width: width) } else { editor.scrollToStart() }
        let needed = editor.columns + (focused ? 1 : 0)
        guard needed <= width else {
            textOrigin = valueRect.minX
            return
        }
        switch alignment {
        case .leading: textOrigin = valueRect.minX
        case .center: textOrigin = valueRect.minX + (width - needed) / 2
        case .trailing: textOrigin = valueRect.maxX - needed
        }
    }

    // MARK: Drawing

    override func drawValue(in canvas: inout CellCanvas) {
        let rect = valueRect
        guard rect.width > 0, rect.height > 0 else { return }
        let focused = isFocused
        if editor.isEmpty {
            drawPlaceholder(in: &canvas, reservingCursorCell: focused)
        } else {
            let overflows = !focused && editor.columns > rect.width
            let width = overflows ? rect.width - 1 : rect.width
            let style = textProblem == nil ? CellStyle.plain : Self.unreadableStyle(in: environment)
            let secure = environment.secureTextEntry
            var visible = editor.visibleGlyphs(width: width)
            // Cut as a `Text` is: never after a word left one character ("along t…").
            if overflows, !secure { visible = TextLayout.droppingOneCharacterWord(visible) { $0.glyph.isSpace } }
            for (glyph, column) in visible {
                guard secure else {
                    canvas.put(glyph, at: Point(x: textOrigin + column, y: rect.minY), style: style)
                    continue
                }
                // A SecureField: a dot a cell, so the text never reaches the screen and the cursor keeps its place.
                for cell in 0..<max(1, glyph.width) {
                    canvas.put(Glyph(character: "•", width: 1), at: Point(x: textOrigin + column + cell, y: rect.minY), style: style)
                }
            }
            if overflows {
                let end = visible.last.map { textOrigin + $0.column + max(1, $0.glyph.width) } ?? rect.maxX - 1
                canvas.put(Glyph(character: "…", width: 1), at: Point(x: min(end, rect.maxX - 1), y: rect.minY), style: .plain)
            }
        }
        if focused {
            canvas.restyle(rect) { $0.attributes.insert(.underline) }
        }
        if showsRefusal {
            canvas.restyle(rect) { $0.attributes.insert(.reverse) }
        }
    }

    /// Text that gives no value: red, or bold where there is no colour.
    private static func unreadableStyle(in environment: EnvironmentValues) -> CellStyle {
        if environment.usesColor, let red = Color.red.backgroundColor(in: environment) { return CellStyle(foreground: red) }
        return CellStyle(attributes: .bold)
    }

    private func drawPlaceholder(in canvas: inout CellCanvas, reservingCursorCell: Bool) {
        let rect = valueRect
        let room = rect.width - (reservingCursorCell && alignment == .trailing ? 1 : 0)
        let glyphs = Glyph.glyphs(of: placeholder)
        // A prompt longer than the field ends with "…".
        let width = min(room, glyphs.reduce(0) { $0 + $1.width })
        guard width > 0 else { return }
        let x: Int
        switch alignment {
        case .leading: x = rect.minX
        case .center: x = rect.minX + (room - width) / 2
        case .trailing: x = rect.minX + room - width
        }
        canvas.drawTruncated(glyphs, at: Point(x: x, y: rect.minY), maxWidth: width, style: CellStyle(attributes: .dim))
    }

    override var takesTextInput: Bool { isEnabled }

    override var cursorPosition: Point? {
        guard isEnabled, valueRect.width > 0, valueRect.height > 0 else { return nil }
        return Point(x: textOrigin + editor.cursorColumn - editor.scroll, y: valueRect.minY)
    }

    // MARK: Paste

    /// Inserts a paste as one edit; a value field takes it only when the text it makes gives a value.
    func paste(_ text: String) -> String? {
        guard isEnabled else { return TermUIText.localized("Not pasted: the field cannot be changed now.", in: environment) }
        let keyboard = environment.keyboardType
        let locale = environment.locale
        var edited = editor
        let refusal = edited.paste(text, admitting: { keyboard.admits($0, locale: locale) })
        if let value, value.isFormatted {
            // A value field says what is wrong with the whole paste, not with one character of it; into an
            // empty field, the reason alone ("Not pasted: this locale writes 12.50."), else the sentence that
            // names the paste ("12,50 is not a valid amount.").
            if case .tooLong = refusal { return refusal?.message(in: environment) }
            let problem = refusal == nil ? value.problem(edited.string, environment) : nil
            if let problem, editor.isEmpty {
                guard let reason = problem.reason else { return TermUIText.localized("Not pasted: %@", problem.sentence, in: environment) }
                return TermUIText.localized("Not pasted: %@.", reason, in: environment)
            }
            if refusal != nil || problem != nil {
                let name = label?.plainText ?? "", quoted = EditableText.quoted(text, in: environment)
                return name.isEmpty
                    ? TermUIText.localized("Not pasted: %@ is not a value this field takes.", quoted, in: environment)
                    : TermUIText.localized("Not pasted: %@ is not a value for %@.", [quoted, name], in: environment)
            }
        }
        if let refusal { return refusal.message(in: environment) }
        editor = edited
        commit()
        return nil
    }

    // MARK: Keys

    /// The field's typing: the editing keys (`EditableText.EditingKey`), named by no hint, which take the
    /// keys that type from the views around (a screen's `q` and `?` are not offered while the field has
    /// focus). Enter, Esc and Tab go on to the views around the field (a form moves on, a sheet closes); any
    /// other key that reaches the field ends the flash of a refused character too (which under reduced
    /// motion lasts until the next key).
    override var keyBindings: [KeyBinding] {
        guard isEnabled else { return [] }
        let typing: @Sendable (KeyPress) -> Bool = { press in
            !keysAroundAField.contains(press.key) && EditableText.isEditingKey(press)
        }
        return [
            KeyBinding(.any(where: typing), hints: []) { [self] press in edit(with: press) },
            .trying(.any { !keysAroundAField.contains($0.key) }, takesKeys: false) { [self] _ in
                showsRefusal = false
                return false
            },
        ]
    }

    /// Applies an editing key to the text, saying on the bottom row why a character was turned away.
    private func edit(with press: KeyPress) {
        let keyboard = environment.keyboardType
        let locale = environment.locale
        let admits = { (character: Character) in keyboard.admits(character, locale: locale) }
        showsRefusal = false
        var refused = EditableText.refusedCharacter(in: press, admitting: admits)
        let length = editor.characters.count, cursor = editor.cursor
        // A space typed after a value's text, then more of it: the space was inside the value after all.
        if let space = spaceAfterValue, refused == nil, cursor == length, press.characters.contains(where: admits) {
            refused = space
        }
        spaceAfterValue = nil
        if let character = refused, character.isWhitespace, value?.isFormatted == true, refused == press.characters.first,
           cursor == 0 || cursor == length {
            // Spaces around a value are no part of it (" 7 " is 7): left out without a word, unless more of the
            // value follows a space typed after it.
            if cursor == length, length > 0 { spaceAfterValue = character }
            refused = nil
        }
        if let refused { refuse(refused, keyboard: keyboard) }
        let outcome = editor.apply(press, admitting: admits)
        // Erasing is looking at the text again: what is left is what the user means.
        if editor.characters.count < length { leftOut = nil }
        if outcome == .textChanged || refused != nil { commit() }
        if refused == nil, leftOut != nil, let textProblem { graph.announce(textProblem) }
        graph.setNeedsFrame()
    }

    /// Shows that a typed character was turned away: the field flashes and the bottom row says what it takes.
    private func refuse(_ character: Character, keyboard: UIKeyboardType) {
        graph.announce(keyboard.refusal(of: character, noun: value?.noun, in: environment))
        if value?.isFormatted == true, leftOut == nil {
            leftOut = character
            leftOutOffset = editor.cursor
        }
        showsRefusal = true
        // Under reduced motion the field stays reversed until the next key.
        graph.animator.start(.linear(duration: 0.3), for: self, key: Self.refusalKey)
    }

    private static var refusalKey: String { "refusal" }

    func animationDidFinish(key: String) {
        guard key == Self.refusalKey else { return }
        showsRefusal = false
        graph.setNeedsFrame()
    }
}

/// The keys a text field leaves to the views around it, though it could type them: Enter, Esc and Tab.
private let keysAroundAField: Set<KeyEquivalent> = [.return, .escape, .tab]
