import Foundation
import HTTPTypes
import Hummingbird
import TallyCore

/// Tally has no login, so it refuses what a hostile web page could make a browser send it:
/// requests naming a foreign host (DNS rebinding) and cross-site writes (CSRF: a form or fetch from
/// another origin). Command-line clients send no Origin and are unaffected.
struct RequestGuard: RouterMiddleware {
    typealias Context = TallyRequestContext

    let allowedHosts: Set<String>?

    static let secFetchSite = literal("Sec-Fetch-Site")

    /// A header name spelled in this file: a valid token, so the failable initializer cannot fail.
    static func literal(_ name: StaticString) -> HTTPField.Name {
        HTTPField.Name(name.description)!
    }

    /// "localhost:8080" → "localhost"; "[::1]:8080" → "[::1]".
    static func hostname(_ authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("[") { return String(lowered.prefix { $0 != "]" }) + "]" }
        return String(lowered.split(separator: ":", maxSplits: 1).first ?? "")
    }

    /// Whether a request naming `host` may be answered. Names must be on the list (loopback names and
    /// `--allow-host`); IP literals are always fine, because DNS rebinding needs a name the attacker
    /// controls — a browser that reached the server by its address names that address.
    static func isAllowed(host: String, allowed: Set<String>) -> Bool {
        allowed.contains(host) || isIPLiteral(host)
    }

    static func isIPLiteral(_ host: String) -> Bool {
        if host.hasPrefix("[") && host.hasSuffix("]") {
            let inner = host.dropFirst().dropLast()
            return !inner.isEmpty && inner.contains(":") && inner.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber } && (Int(part, radix: 10) ?? 256) <= 255
        }
    }

    /// "http://[::1]:8080" → "[::1]:8080": the authority an Origin names, compared with the Host header
    /// as text (URL would drop IPv6 brackets). Default ports are dropped on both sides.
    static func originAuthority(_ origin: String) -> String? {
        let lowered = origin.lowercased()
        for (scheme, port) in [("http://", ":80"), ("https://", ":443")] where lowered.hasPrefix(scheme) {
            let authority = String(lowered.dropFirst(scheme.count).prefix { $0 != "/" })
            return authority.hasSuffix(port) ? String(authority.dropLast(port.count)) : authority
        }
        return nil
    }

    static func normalizedAuthority(_ authority: String) -> String {
        let lowered = authority.lowercased()
        for port in [":80", ":443"] where lowered.hasSuffix(port) { return String(lowered.dropLast(port.count)) }
        return lowered
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let authority = request.head.authority ?? ""
        if let allowedHosts, !RequestGuard.isAllowed(host: RequestGuard.hostname(authority), allowed: allowedHosts) {
            throw HTTPError(
                .forbidden,
                message: "this server answers to localhost, its IP addresses and --allow-host names, not '\(Limits.clip(RequestGuard.hostname(authority)))'")
        }
        if ![.get, .head, .options].contains(request.method) {
            if request.headers[RequestGuard.secFetchSite] == "cross-site" {
                throw HTTPError(.forbidden, message: "cross-site requests that change data are refused")
            }
            if let origin = request.headers[.origin] {
                guard let originAuthority = RequestGuard.originAuthority(origin),
                    originAuthority == RequestGuard.normalizedAuthority(authority)
                else {
                    throw HTTPError(.forbidden, message: "cross-site requests that change data are refused")
                }
            }
        }
        return try await next(request, context)
    }

    /// No inline script anywhere (the app's one script is a file); styles may be inline (bar widths).
    static let contentSecurityPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "connect-src 'self'",
        "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
    ].joined(separator: "; ")

    /// Added to every response, errors included (by ErrorMiddleware, the outermost layer).
    static func harden(_ response: inout Response) {
        response.headers[.xContentTypeOptions] = "nosniff"
        // A stored document (a checked PDF or image) may be shown in the app's own frame; nothing else may be framed.
        if response.headers[.contentSecurityPolicy] == StoredFiles.contentSecurityPolicy {
            response.headers[RequestGuard.literal("X-Frame-Options")] = "SAMEORIGIN"
            response.headers[RequestGuard.literal("Referrer-Policy")] = "same-origin"
            return
        }
        response.headers[RequestGuard.literal("X-Frame-Options")] = "DENY"
        // Not "no-referrer": with it, browsers send "Origin: null" on the app's own form posts.
        response.headers[RequestGuard.literal("Referrer-Policy")] = "same-origin"
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
    }
}
