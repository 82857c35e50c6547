import Foundation
import TermUI
import TravelModel

/// A flight's day as a column of events joined by a line: what has happened in the tint, what is to come
/// dimmed.
struct FlightTimeline: View {
    let events: [FlightEvent]
    @Environment(\.localeCategories) private var locales
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(events.enumerated()), id: \.element.id) { index, event in
                HStack(spacing: 1) {
                    Image(systemName: event.hasPassed ? "circle.fill" : "circle")
                        .foregroundStyle(event.hasPassed ? Color.accentColor : Color.secondary)
                    Text(event.time.formatted(FlightTimeFormat.style(locale: locales.time, timeZone: timeZone)))
                        .frame(width: 8, alignment: .leading)
                    Label(name: event.kind.title, systemImage: event.kind.symbolName)
                        .foregroundStyle(event.hasPassed ? Color.primary : Color.secondary)
                }
                if index < events.count - 1 {
                    Text(verbatim: "│").foregroundStyle(.secondary)
                }
            }
        }
    }
}
