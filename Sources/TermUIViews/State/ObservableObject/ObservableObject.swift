/// An object that announces its changes before they happen, as in SwiftUI's older data flow: views hold it
/// with `@StateObject`, `@ObservedObject` or `@EnvironmentObject` and are evaluated again when it sends.
///
/// ```swift
/// final class Info: ObservableObject {
///     @Published var lastFlightId: Int?
/// }
/// ```
///
/// Every `@Published` property sends `objectWillChange` before its value changes; call
/// `objectWillChange.send()` yourself before other changes. Any view holding the object is evaluated again,
/// whichever property changed (unlike `@Observable`, which tracks the properties a body reads).
///
/// Differences from SwiftUI: `objectWillChange` is always an `ObservableObjectPublisher` (there is no Combine on
/// Linux, so there is no associated `ObjectWillChangePublisher` type and no other publisher can stand in). A
/// class that does not declare `objectWillChange` gets one kept for it in a side table (see the default
/// below), with or without `@Published` properties.
public protocol ObservableObject: AnyObject {
    /// Sends before the object changes. Declare it as `let objectWillChange = ObservableObjectPublisher()`,
    /// or leave it out to get the default.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's publisher when the class does not declare one: made on first use and the same for as long
    /// as the object lives (kept in a side table keyed by the object's identity, which forgets objects once
    /// they are gone). Safe to read from any thread.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChangeTable.shared.publisher(for: self)
    }
}
