// Starts Swagger UI on /api/docs. A file rather than an inline script, so the page's CSP can forbid
// inline scripts. Writes signed in by cookie need the X-CSRF-Token header: the request interceptor
// copies it from the readable misrad_csrf cookie (a bearer token from "Authorize" needs nothing).
(function () {
  "use strict";
  var SAFE = { GET: true, HEAD: true, OPTIONS: true };

  function csrfToken() {
    var match = document.cookie.match(/(?:^|;\s*)misrad_csrf=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : null;
  }

  function addCsrf(request) {
    var token = csrfToken();
    var method = (request.method || "GET").toUpperCase();
    if (token && !SAFE[method]) {
      request.headers["X-CSRF-Token"] = token;
    }
    return request;
  }

  window.addEventListener("load", function () {
    window.ui = SwaggerUIBundle({
      url: document.body.getAttribute("data-openapi-url"),
      dom_id: "#swagger-ui",
      deepLinking: true,
      persistAuthorization: true,
      withCredentials: true,
      requestInterceptor: addCsrf,
      presets: [SwaggerUIBundle.presets.apis, SwaggerUIBundle.SwaggerUIStandalonePreset],
      layout: "BaseLayout",
      validatorUrl: null,
    });
  });
})();
