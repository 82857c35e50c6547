/// The first value of a kind found in a view or in the views it wraps (modifiers keep what they modify as
/// `content`; `AnyView` its view), or nil: a tab's label, a badge.
@MainActor
func firstWrapped<T>(_ type: T.Type, in view: any View) -> T? {
    if let found = view as? T { return found }
    if let erased = view as? AnyView { return firstWrapped(type, in: erased.wrapped) }
    for child in Mirror(reflecting: view).children where child.label == "content" {
        if let content = child.value as? any View { return firstWrapped(type, in: content) }
    }
    return nil
}
