/// What kind of control a view is, as a test finds it (`ScreenElement.Role`, in TermUITesting). TermUI's own:
/// SwiftUI's nearest is `AccessibilityTraits`.
public enum ControlRole: Hashable, Sendable {
    /// A `Button`.
    case button
    /// A `Toggle`.
    case toggle
    /// A `TextField` or `SecureField`.
    case textField
    /// A `TextEditor`.
    case textEditor
    /// A `Picker`.
    case picker
    /// A `DatePicker`.
    case datePicker
    /// A `Stepper`.
    case stepper
    /// A `Slider`.
    case slider
    /// A `Menu`.
    case menu
    /// A `List`.
    case list
    /// A `NavigationLink`.
    case link
}

/// A node a query can describe as a `ScreenElement`: a view with an identifier or label, or a control.
@MainActor
package protocol ScreenElementNode: Node {
    /// The control it is, if it is one.
    var elementRole: ControlRole? { get }
}

extension ScreenElementNode {
    package var elementRole: ControlRole? { nil }
}

extension AccessibilityElementNode: ScreenElementNode {}
extension ButtonNode: ScreenElementNode { package var elementRole: ControlRole? { .button } }
extension ToggleNode: ScreenElementNode { package var elementRole: ControlRole? { .toggle } }
extension TextFieldNode: ScreenElementNode { package var elementRole: ControlRole? { .textField } }
extension TextEditorNode: ScreenElementNode { package var elementRole: ControlRole? { .textEditor } }
extension PickerNode: ScreenElementNode { package var elementRole: ControlRole? { .picker } }
extension DatePickerNode: ScreenElementNode { package var elementRole: ControlRole? { .datePicker } }
extension StepperNode: ScreenElementNode { package var elementRole: ControlRole? { .stepper } }
extension SliderNode: ScreenElementNode { package var elementRole: ControlRole? { .slider } }
extension MenuNode: ScreenElementNode { package var elementRole: ControlRole? { .menu } }
extension ListNode: ScreenElementNode { package var elementRole: ControlRole? { .list } }
