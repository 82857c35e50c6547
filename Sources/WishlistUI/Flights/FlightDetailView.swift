import Foundation
import TermUI
import TravelModel

/// A flight's details: where it flies, its times, terminal and gate, its status, and a timeline of its day.
/// Showing it records the flight as the last one viewed, unless the board's filters chose it (the user viewed
/// nothing). Status and timeline move on every minute.
struct FlightDetailView: View {
    let flight: Flight
    /// Whether the board's filters chose the flight (`FlightBoard.selectionKeptByFilters`), not the user.
    var isChosenByFilters = false
    @EnvironmentObject private var navigationInfo: FlightNavigationInfo
    @Environment(\.localeCategories) private var locales
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        TimelineView(.everyMinute) { context in
            details(at: context.date)
        }
        .frame(maxWidth: 64, alignment: .leading)
        .navigationTitle(title)
        .onAppear {
            if !isChosenByFilters { navigationInfo.lastFlightId = flight.id }
        }
    }

    private func details(at now: Date) -> some View {
        let status = flight.status(at: now)
        let time = FlightTimeFormat.style(locale: locales.time, timeZone: timeZone)
        return Form {
            Section {
                // The bar may cut the title in a narrow column; here it is whole, wrapped.
                Text(title).bold()
                row("Airline", flight.airline.name)
                row(flight.direction == .arrival ? "From" : "To", "\(flight.airport.city) (\(flight.airport.code))")
                LabeledContent {
                    Label(statusText(status), systemImage: status.symbolName).foregroundStyle(status.color)
                } label: {
                    Text("Status", bundle: .module)
                }
            }
            Section {
                row("Scheduled", flight.scheduledTime.formatted(time))
                row(flight.direction == .arrival ? "Expected" : "Departs", flight.estimatedTime.formatted(time))
                row("Terminal", flight.terminal)
                row("Gate", flight.gate ?? locales.localized("Not assigned yet"))
            }
            if !flight.isCancelled {
                Section {
                    FlightTimeline(events: flight.timeline(at: now))
                } header: {
                    Text("Timeline", bundle: .module)
                }
            }
        }
    }

    /// A row of a label (a key of the app's tables) and its value.
    private func row(_ label: LocalizedStringKey, _ value: String) -> some View {
        LabeledContent { Text(value) } label: { Text(label, bundle: .module) }
    }

    /// "JL 245 · Tokyo": the screen's title.
    private var title: String { "\(flight.number) · \(flight.airport.city)" }

    /// The status, with the delay in minutes when the flight is late.
    private func statusText(_ status: FlightStatus) -> String {
        let title = locales.localized(name: status.title)
        guard flight.isDelayed, status == .delayed else { return title }
        return locales.localized("\(title), \(Int(flight.delay / 60)) min")
    }
}
