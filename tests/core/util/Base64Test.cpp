// SPDX-License-Identifier: MIT
// Base64 against RFC 4648's test vectors (section 10) and what it must refuse.

#include "effsurf/core/util/Base64.h"

#include <gtest/gtest.h>

using effsurf::core::Base64;

TEST(Base64, Rfc4648Vectors) {
    const std::pair<const char*, const char*> vectors[] = {
        {"", ""}, {"f", "Zg=="}, {"fo", "Zm8="}, {"foo", "Zm9v"}, {"foob", "Zm9vYg=="}, {"fooba", "Zm9vYmE="}, {"foobar", "Zm9vYmFy"}};
    for (const auto& [plain, encoded] : vectors) {
        EXPECT_EQ(Base64::encode(plain), encoded) << plain;
        EXPECT_EQ(Base64::decode(encoded), std::string(plain)) << encoded;
    }
}

TEST(Base64, EveryByteValueRoundTrips) {
    std::string bytes;
    for (int i = 0; i < 256; ++i) bytes += char(i);
    EXPECT_EQ(Base64::decode(Base64::encode(bytes)), bytes);
    EXPECT_EQ(Base64::encode("\xff\xfe"), "//4=");
}

TEST(Base64, WhatIsNotBase64IsRefused) {
    for (const char* broken : {"Zm9", "Zm9v!A==", "Zg=a", "Z===", "Zm==Zm9v", "Zm9v\n"}) EXPECT_FALSE(Base64::decode(broken)) << broken;
}
