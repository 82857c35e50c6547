import Foundation
import TermUI
import TravelModel

/// One flight on the board: which way it goes, its number, the other city, its time in the timetable (in
/// yellow when it is late), and its status in the status's colour.
struct FlightRow: View {
    /// The width of the status column: the longest status's title ("Gate Closed"), so the column stays put (the
    /// German titles are no longer).
    static let statusWidth = CGFloat(FlightStatus.allCases.map(\.title.count).max() ?? 9)

    let flight: Flight
    let now: Date
    @Environment(\.localeCategories) private var locales
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        let status = flight.status(at: now)
        HStack(spacing: 1) {
            Image(systemName: flight.direction.symbolName)
                .frame(width: 2, alignment: .leading)
            Text(flight.number)
                .frame(width: 7, alignment: .leading)
            // The city is cut before the time, which never wraps, and before the status.
            Text(flight.airport.city)
                .lineLimit(1)
            Spacer()
            Text(flight.scheduledTime.formatted(FlightTimeFormat.style(locale: locales.time, timeZone: timeZone)))
                .foregroundStyle(flight.isDelayed ? Color.yellow : Color.primary)
                .fixedSize()
                // Right-aligned in a column ("9:35 AM" under "10:05 AM") when the city has given way.
                .frame(minWidth: 8, alignment: .trailing)
            // Its whole width when there is room, else cut with "…" (never clipped at the row's edge); the city
            // gives way first.
            Text(LocalizedStringKey(status.title), bundle: .module)
                .foregroundStyle(status.color)
                .lineLimit(1)
                .frame(minWidth: 4, idealWidth: Self.statusWidth, maxWidth: Self.statusWidth, alignment: .leading)
                .layoutPriority(1)
        }
    }
}

/// How the board writes times of day: hours and minutes in the locale's own form and hour cycle, from the
/// locale of dates (`LC_TIME`): "06:45" in German, "6:45 AM" in American English.
enum FlightTimeFormat {
    static func style(locale: Locale, timeZone: TimeZone) -> Date.FormatStyle {
        // Not `time: .shortened`, which Foundation writes "6:45" in German: the hour and minute fields take the
        // locale's own pattern ("HH:mm").
        var style = Date.FormatStyle.dateTime.hour().minute().locale(locale)
        style.timeZone = timeZone
        return style
    }
}
