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
                LabeledContent("Airline", value: flight.airline.name)
                LabeledContent(flight.direction == .arrival ? "From" : "To", value: "\(flight.airport.city) (\(flight.airport.code))")
                LabeledContent("Status") {
                    Label(statusText(status), systemImage: status.symbolName).foregroundStyle(status.color)
                }
            }
            Section {
                LabeledContent("Scheduled", value: flight.scheduledTime.formatted(time))
                LabeledContent(flight.direction == .arrival ? "Expected" : "Departs", value: flight.estimatedTime.formatted(time))
                LabeledContent("Terminal", value: flight.terminal)
                LabeledContent("Gate", value: flight.gate ?? "Not assigned yet")
            }
            if !flight.isCancelled {
                Section("Timeline") {
                    FlightTimeline(events: flight.timeline(at: now))
                }
            }
        }
    }

    /// "JL 245 · Tokyo": the screen's title.
    private var title: String { "\(flight.number) · \(flight.airport.city)" }

    /// The status, with the delay in minutes when the flight is late.
    private func statusText(_ status: FlightStatus) -> String {
        guard flight.isDelayed, status == .delayed else { return status.title }
        return "\(status.title), \(Int(flight.delay / 60)) min"
    }
}
