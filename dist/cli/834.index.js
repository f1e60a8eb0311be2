export const id = 834;
export const ids = [834];
export const modules = {

/***/ 9834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   deriveMarkerKey: () => (/* binding */ deriveMarkerKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function deriveMarkerKey(apiKey) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createSecretKey)((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey.trim()).update('cloud-agent-action marker v2').digest());
}


/***/ })

};

//# sourceMappingURL=834.index.js.map