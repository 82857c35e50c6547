import Foundation

// SwiftUI's initializers of `ShareLink` for the items a terminal can copy: strings and URLs, one or several.

extension ShareLink where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link that copies a string, with the default label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: [item]), label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A link that copies a string, titled by a key.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: [item]), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link that copies a string, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: [item]), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link that copies a string, titled by a text.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: [item]), label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {
    /// A link that copies a string, with a label of its own.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: Self.text(of: [item]), label: label())
    }
}

extension ShareLink where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link that copies a URL, with the default label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: [item]), label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A link that copies a URL, titled by a key.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: [item]), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link that copies a URL, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: [item]), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link that copies a URL, titled by a text.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: [item]), label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {
    /// A link that copies a URL, with a label of its own.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: Self.text(of: [item]), label: label())
    }
}

extension ShareLink where Data.Element == String, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link that copies strings, one a line, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: items), label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A link that copies strings, one a line, titled by a key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: items), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link that copies strings, one a line, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: items), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link that copies strings, one a line, titled by a text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: items), label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where Data.Element == String, PreviewImage == Never, PreviewIcon == Never {
    /// A link that copies strings, one a line, with a label of its own.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: Self.text(of: items), label: label())
    }
}

extension ShareLink where Data.Element == URL, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link that copies URLs, one a line, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: items), label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A link that copies URLs, one a line, titled by a key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: items), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link that copies URLs, one a line, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: items), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link that copies URLs, one a line, titled by a text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(text: Self.text(of: items), label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where Data.Element == URL, PreviewImage == Never, PreviewIcon == Never {
    /// A link that copies URLs, one a line, with a label of its own.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: Self.text(of: items), label: label())
    }
}
