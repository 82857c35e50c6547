import TermUI
import TravelModel

/// The keys of the sidebar's items: 1-4 open the sections, 5 the last flight viewed once there is one. The
/// modifier observes the flight remembered, so that the key 5 and its hint ("1-5 sections") come and go with it.
struct SectionKeys: ViewModifier {
    let navigation: AppNavigation
    let board: FlightBoard
    @ObservedObject var flightNavigation: FlightNavigationInfo

    func body(content: Content) -> some View {
        let lastFlight = flightNavigation.lastFlightId
        let digits: [KeyEquivalent] = lastFlight == nil ? ["1", "2", "3", "4"] : ["1", "2", "3", "4", "5"]
        return content.onKeyPress(
            KeyBinding(.keys(digits, withAnyModifiers: true), lastFlight == nil ? "1-4" : "1-5", "sections", role: .app) { press in
                if let section = press.characters.first?.wholeNumberValue.flatMap(AppNavigation.Section.init(rawValue:)) {
                    navigation.open(section)
                } else if let lastFlight {
                    navigation.openLastFlight(lastFlight, on: board)
                }
            })
    }
}
